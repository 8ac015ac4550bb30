import { useRef } from 'react';
import { reveal } from '../lib/reveal';
import { useInView } from '../lib/use-in-view';
import { COMMANDS_COPY as COPY } from '../pages/landing-copy';

/** SPEC §2: the cards animate in when more than half of the section is in view. */
const HALF_IN_VIEW = 0.5;
/** Stagger between neighbouring cards, short so 26 cards finish within a second. */
const CARD_STAGGER_MS = 30;

/** SPEC §2 commands section: every slash command and '+more' as cards. */
export function CommandsSection() {
  const ref = useRef<HTMLElement>(null);
  const shown = useInView(ref, { once: true, threshold: HALF_IN_VIEW });
  return (
    <section ref={ref} id="commands" className="section commands" aria-labelledby="commands-heading">
      <h2 id="commands-heading">{COPY.heading}</h2>
      <p className="section-text">{COPY.text}</p>
      <ul className="command-grid">
        {COPY.commands.map(([command, text], index) => (
          <li key={command} {...reveal(shown, index * CARD_STAGGER_MS)}>
            <code className="command-name">{command}</code>
            <span className="command-text">{text}</span>
          </li>
        ))}
        <li {...reveal(shown, COPY.commands.length * CARD_STAGGER_MS)}>
          <code className="command-name">{COPY.more}</code>
          <span className="command-text">{COPY.moreText}</span>
        </li>
      </ul>
    </section>
  );
}
