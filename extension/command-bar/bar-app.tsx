import { useEffect, useMemo, useRef, useState } from 'react';
import type { AnyCommandContext } from '../commands/define-command';
import { switchToTab } from '../shared/switch-to-tab';
import type { CustomCommand } from '../storage/custom-commands-store';
import { barResults, indexSources, type BarItem } from './bar-results';
import { BarRow } from './bar-row';
import { INPUT_PLACEHOLDER, parseCommandLine, type BarCommand } from './catalog';
import { commandPanel } from './command-panel';
import { loadBarSources } from './load-bar-sources';
import { commandKeyFor } from './double-press';
import { windowHint } from './window-hint';
import { OPEN_BAR_COMMAND } from '../shared/open-bar-command';

const EMPTY_ITEMS = indexSources({ tabs: [], history: [], notes: [], snippets: [] });

/**
 * The command bar: an input, the fuzzy list, and the open command's panel. `initialInput` fills the input,
 * or, when the opening gave a command (side icon bar, "/note ") and not the user (`typed`), opens its panel.
 */
export function BarApp({
  ctx,
  initialInput,
  typed = false,
}: {
  ctx: AnyCommandContext;
  initialInput: string;
  typed?: boolean;
}) {
  const [opening] = useState(() => (typed ? null : parseCommandLine(initialInput)));
  const [input, setInput] = useState(opening ? '' : initialInput);
  const [items, setItems] = useState<BarItem[]>(EMPTY_ITEMS);
  const [usage, setUsage] = useState<ReadonlyMap<string, number>>(new Map());
  const [custom, setCustom] = useState<CustomCommand[]>([]);
  const [selected, setSelected] = useState(0);
  const [shortcut, setShortcut] = useState<string | null>(null); // the bar window's shortcut, once read
  const [panel, setPanel] = useState<{ command: BarCommand; arg: string } | null>(opening);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useMemo(() => barResults(items, input, usage), [items, input, usage]);

  useEffect(() => {
    void loadBarSources(ctx).then(({ items: loaded, usage: counts, custom: own }) => {
      setItems(loaded);
      setUsage(counts);
      setCustom(own);
    });
  }, [ctx]);
  useEffect(() => {
    if (ctx.mode === 'window')
      void ctx.api.commands
        .getAll()
        .then((all) => setShortcut(all.find((c) => c.name === OPEN_BAR_COMMAND)?.shortcut ?? ''));
  }, [ctx]);
  useEffect(() => setSelected(0), [input]);
  const hint = shortcut !== null && usage.size === 0 ? windowHint(commandKeyFor(navigator.platform), shortcut) : null;

  const runCommand = (command: BarCommand, arg: string) => {
    void ctx.shell('recordUsage', command.name);
    setPanel({ command, arg });
  };
  const choose = (item: BarItem | undefined) => {
    const typed = parseCommandLine(input, custom);
    if (typed && (!item || item.kind !== 'command' || item.command.name === typed.command.name))
      return runCommand(typed.command, typed.arg);
    if (!item) return;
    if (item.kind === 'command') return runCommand(item.command, '');
    if (item.kind === 'note') return runCommand(parseCommandLine('/note')!.command, item.note.site);
    if (item.kind === 'tab') void switchToTab(ctx.api, { id: item.tab.id, windowId: item.tab.windowId });
    if (item.kind === 'page') void ctx.api.tabs.create({ url: item.entry.url, windowId: ctx.tab?.windowId });
    if (item.kind === 'snippet') void navigator.clipboard.writeText(item.snippet.text);
    ctx.close();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((s) => (s + step + results.length) % Math.max(1, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[selected]);
    }
  };

  const Panel = useMemo(() => (panel ? commandPanel(panel.command, custom) : undefined), [panel, custom]);
  return (
    <div className="bar" role="dialog" aria-label="Intently command bar">
      {panel && Panel ? (
        <section className="panel" aria-label={panel.command.name}>
          <header className="panel-head">
            <button type="button" className="back" onClick={() => setPanel(null)} aria-label="Back to commands">
              ←
            </button>
            <strong>{panel.command.name}</strong> <span className="muted">{panel.command.description}</span>
          </header>
          <Panel ctx={ctx} arg={panel.arg} />
        </section>
      ) : (
        <>
          <input
            ref={inputRef}
            className="bar-input"
            autoFocus
            value={input}
            placeholder={INPUT_PLACEHOLDER}
            aria-label="Command"
            spellCheck={false}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {hint && <p className="bar-hint">{hint}</p>}
          {/* Focusable, so a keyboard can scroll a long list (the input's arrows move the selection). */}
          <ul className="results" role="listbox" aria-label="Results" tabIndex={0}>
            {results.map((item, i) => (
              <BarRow
                key={item.key}
                item={item}
                selected={i === selected}
                onChoose={() => choose(item)}
                onHover={() => setSelected(i)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
