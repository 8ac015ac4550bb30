import { useRef } from 'react';
import { reveal } from '../lib/reveal';
import { useRevealEach } from '../lib/use-reveal-each';
import { COMMANDS_COPY as COPY } from '../pages/landing-copy';
import { COMMAND_CATALOG } from '../../../extension/commands/command-catalog';

/** What each command does, in the extension's own words (its catalog, read at build time: issue 36). */
const DESCRIPTIONS: ReadonlyMap<string, string> = new Map(COMMAND_CATALOG.map((c) => [c.name, c.description]));

/** Stagger between cards that enter the view together, short so a full desktop grid finishes within a second. */
const CARD_STAGGER_MS = 30;

/**
 * SPEC §2 commands section: every slash command and '+more' as cards. Each card animates in as it enters the
 * view (issue #26: waiting for half of the section never happens on a phone, where it is 2,600 px tall).
 */
export function CommandsSection() {
  const grid = useRef<HTMLUListElement>(null);
  const revealed = useRevealEach(grid, CARD_STAGGER_MS);
  const card = (index: number) => reveal(revealed.has(index), revealed.get(index));
  return (
    <section id="commands" className="section commands" aria-labelledby="commands-heading">
      <h2 id="commands-heading">{COPY.heading}</h2>
      <p className="section-text">{COPY.text}</p>
      <ul ref={grid} className="command-grid">
        {COPY.commands.map((command, index) => (
          <li key={command} {...card(index)}>
            <code className="command-name">{command}</code>
            <span className="command-text">{DESCRIPTIONS.get(command)}</span>
          </li>
        ))}
        <li {...card(COPY.commands.length)}>
          <code className="command-name">{COPY.more}</code>
          <span className="command-text">{COPY.moreText}</span>
        </li>
      </ul>
    </section>
  );
}
