import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useUnhandledFailure } from './use-unhandled-failure';
import type { AnyCommandContext, AnyPanel } from '../commands/define-command';
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
import { askForPermission, hasPermission } from '../shared/ask-permission';
import { PERMISSION_COPY } from '../shared/permission-copy';
import { parseSearchPrefix, prefixSuggestions } from '../search-index/search-kinds';
import type { SearchAnswer, SearchRow } from '../search-index/search-rows';
import type { FrameSearch } from '../search-index/frame-search';
import { barMode } from './bar-mode';
import { keptSelection } from './kept-selection';
import { barCommands } from './catalog';
import { openWhere, rowAction, type OpenWhere } from './search-row-action';
import { SearchRowView } from './search-row-view';
import { nearEnd, screenful, shownRows } from './shown-rows';
import { latestQuery } from './latest-query';

/** The bar's line asking for the bookmarks permission (issue 35: asked once, from the bar, with one sentence). */
export const BOOKMARKS_ASK = `${PERMISSION_COPY.bookmarks.why} Press Enter to allow it.`;

/** The host of a page's address, or '' (the current page's site ranks a little higher). */
const hostOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
};

/** A command as the bar puts it into the search index at each opening. */
type SearchCommand = { key: string; title: string; detail: string; boost: number; custom: boolean };

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
  /** Whether the bar's sources (custom commands among them) are in: an Enter before it waits for them. */
  const [sourcesIn, setSourcesIn] = useState(false);
  const enterWaiting = useRef(false);
  const [selected, setSelected] = useState(0);
  const [shortcut, setShortcut] = useState<string | null>(null); // the bar window's shortcut, once read
  // The open command with its panel, made once when it is chosen: the custom commands reloading later (the bar's tab
  // arriving reloads the sources) never remounts it, which ran a custom command's steps a second time.
  const [panel, setPanel] = useState<{ command: BarCommand; arg: string; Panel: AnyPanel } | null>(
    () => opening && { ...opening, Panel: commandPanel(opening.command, []) },
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<SearchRow[]>([]);
  /** The line the shown rows answer (the list's `data-answered`: tests and bench:bar wait for it). */
  const [answered, setAnswered] = useState('');
  /** Screenfuls of the answer's rows in the list: 1 at each answer, one more each time the list is scrolled to its end. */
  const [pages, setPages] = useState(1);
  const [perScreen] = useState(() => screenful(window.innerHeight));
  /** Whether the shown rows are the whole index's answer (the list's `data-complete`), not a woken worker's first. */
  const [complete, setComplete] = useState(true);
  /** The line and rows last answered, for the selection when an answer for the same line replaces them. */
  const answeredRows = useRef<{ line: string; rows: SearchRow[] }>({ line: '', rows: [] });
  const [opened, setOpened] = useState(0);
  const [bookmarks, setBookmarks] = useState<'granted' | 'ask' | 'refused'>('granted');
  const site = useMemo(() => hostOf(ctx.tab?.url), [ctx]);
  const prefixes = prefixSuggestions(input);
  const mode = barMode(input);
  /** The frame's own small index while the bar is open (frame-search.ts), once the worker sent it. */
  const frameSearch = useRef<FrameSearch | null>(null);
  /** How many rows it holds (the list's `data-frame-rows`: bench:bar waits for it before typing). */
  const [frameRows, setFrameRows] = useState(0);
  const askBookmarks = mode === 'search' && parseSearchPrefix(input).prefix === '@bookmarks' && bookmarks !== 'granted';
  const results = useMemo(
    () => (mode === 'commands' ? barResults(items, input, usage) : []),
    [items, input, usage, mode],
  );
  const count =
    mode === 'commands' ? results.length : mode === 'prefixes' ? prefixes.length : rows.length + (askBookmarks ? 1 : 0);

  /** The commands this opening put into the search index (sent again when the bookmarks are allowed). */
  const openingCommands = useRef<SearchCommand[]>([]);
  /** Whether this bar closed (its frame index, arriving late, is freed at once). */
  const closed = useRef(false);
  /** The commands this bar last sent to the search index, as JSON ('' before the first). */
  const sentCommands = useRef('');
  /**
   * Refreshes the search index's small kinds (the worker's), then takes the frame's own index from it; the
   * frame's index is freed when the bar closes. The bar's sources load again when its tab arrives: the same
   * commands again refresh nothing (the rows would be the same, and a heavy user's frame index is over 100 KB),
   * unless `again` (the bookmarks were just allowed).
   */
  const openSearch = useCallback(
    (commands: SearchCommand[], again = false) => {
      const sent = JSON.stringify(commands);
      if (sent === sentCommands.current && !again) return;
      sentCommands.current = sent;
      void ctx
        .shell('searchOpened', commands)
        .then(async () => {
          setOpened((n) => n + 1);
          const [head, { loadFrameSearch }] = await Promise.all([
            ctx.shell('searchHead'),
            import('../search-index/frame-search'),
          ]);
          const local = await loadFrameSearch(head);
          if (closed.current) return local.free();
          frameSearch.current?.free();
          frameSearch.current = local;
          setFrameRows(local.size);
        })
        .catch((error: unknown) => {
          sentCommands.current = ''; // not refreshed: the sources' next load tries again
          console.warn(error instanceof Error ? error.message : error);
        });
    },
    [ctx],
  );
  useEffect(() => {
    closed.current = false;
    return () => {
      closed.current = true;
      frameSearch.current?.free();
      frameSearch.current = null;
    };
  }, []);
  useEffect(() => {
    void loadBarSources(ctx).then(({ items: loaded, usage: counts, custom: own }) => {
      setItems(loaded);
      setUsage(counts);
      setCustom(own);
      setSourcesIn(true);
      openingCommands.current = barCommands(own).map((c) => ({
        key: `cmd:${c.name}`,
        title: c.name.slice(0, 80),
        detail: c.description.slice(0, 500),
        boost: 2 + Math.log2(1 + (counts.get(c.name) ?? 0)) * 3,
        custom: Boolean(c.custom),
      }));
      openSearch(openingCommands.current);
    });
    void hasPermission(ctx.api.permissions, 'bookmarks')
      .then((granted) => setBookmarks(granted ? 'granted' : 'ask'))
      .catch(() => undefined);
  }, [ctx, openSearch]);
  useEffect(() => {
    if (ctx.mode === 'window')
      void ctx.api.commands
        .getAll()
        .then((all) => setShortcut(all.find((c) => c.name === OPEN_BAR_COMMAND)?.shortcut ?? ''));
  }, [ctx]);
  /** Shows `found`, the rows answering `line`; the selected row is kept when they replace rows answering the same line. */
  const showAnswer = useCallback((line: string, found: SearchAnswer) => {
    const before = answeredRows.current;
    answeredRows.current = { line, rows: found.rows };
    setRows(found.rows);
    setAnswered(line);
    setComplete(found.complete);
    setPages(1);
    if (before.line === line)
      setSelected((s) => {
        const offset = latest.current.rowOffset;
        return s < offset ? s : offset + keptSelection(before.rows, found.rows, s - offset);
      });
  }, []);
  /**
   * A new line selects the first row again (in the same render as the line). A search line is answered at once
   * from the frame's own index, in the keystroke's own task (`complete` false); the worker's whole answer follows.
   */
  const changeInput = (line: string) => {
    setInput(line);
    setSelected(0);
    const local = frameSearch.current;
    if (local && barMode(line) === 'search')
      showAnswer(line, { rows: local.rows(line, site, ctx.now()), complete: false });
  };
  const hint = shortcut !== null && usage.size === 0 ? windowHint(commandKeyFor(navigator.platform), shortcut) : null;
  // One query in flight at a time, the latest line waiting (latest-query.ts); an older answer arriving late never
  // replaces a newer one. The rows are rendered as the answer arrives (not in a later task of React's scheduler):
  // keystroke to painted rows. A worker that just woke answers from its saved head first (`complete` false): the
  // bar asks again for the whole answer and shows it in place in one render (rows keyed, so a row in both stays),
  // the selected row kept (`keptSelection`).
  const askSearch = useMemo(() => {
    const ask = latestQuery(
      (q: { line: string; site: string; whole?: boolean }) => ctx.shell('search', q.line, q.site, q.whole ?? false),
      (found: SearchAnswer, q) => {
        flushSync(() => showAnswer(q.line, found));
        // After the rows are in the DOM: the next keystroke's own answer can rank them as this one did.
        frameSearch.current?.learn(found.rows);
        if (!found.complete) ask({ ...q, whole: true });
      },
    );
    return ask;
  }, [ctx, showAnswer]);
  useEffect(() => {
    if (mode === 'search') askSearch({ line: input, site });
  }, [askSearch, input, mode, site, opened]);

  const requestBookmarks = () => {
    void askForPermission(ctx.api.permissions, 'bookmarks').then((granted) => {
      setBookmarks(granted ? 'granted' : 'refused');
      // The opening's commands again: the index replaces the small kinds with what it is sent, commands included.
      if (granted) openSearch(openingCommands.current, true);
    });
  };

  const chooseRow = (row: SearchRow, where: OpenWhere) => {
    const action = rowAction(row, where);
    const windowId = ctx.tab?.windowId;
    switch (action.type) {
      case 'command': {
        const command = barCommands(custom).find((c) => c.name === action.name);
        if (command) runCommand(command, '');
        return;
      }
      case 'note':
        return runCommand(parseCommandLine('/note')!.command, action.site);
      case 'switch':
        void switchToTab(ctx.api, { id: action.tabId, windowId: action.windowId });
        break;
      case 'restore':
        void ctx.api.sessions.restore(action.sessionId);
        break;
      case 'copy':
        void ctx.shell('rowText', action.key).then((text) => navigator.clipboard.writeText(text));
        break;
      case 'open':
        if (action.where === 'window') void ctx.api.windows.create({ url: action.url });
        else if (action.where === 'here' && ctx.tab?.id !== undefined)
          void ctx.api.tabs.update(ctx.tab.id, { url: action.url });
        else void ctx.api.tabs.create({ url: action.url, windowId });
    }
    ctx.close();
  };

  const runCommand = (command: BarCommand, arg: string) => {
    void ctx.shell('recordUsage', command.name);
    setPanel({ command, arg, Panel: commandPanel(command, custom) });
  };
  const chooseAt = (index: number, keys: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }) => {
    if (mode === 'commands') {
      // A line entered before the sources are in (a fast typist, whose keys the bar's shell kept) may name a custom
      // command, or match one: it runs once they are in, never as the built-in that matched meanwhile, and is not lost.
      if (!sourcesIn && !parseCommandLine(input, custom)) enterWaiting.current = true;
      else choose(results[index]);
      return;
    }
    if (mode === 'prefixes') return prefixes[index] && changeInput(`${prefixes[index].prefix} `);
    const typed = parseCommandLine(input, custom);
    if (typed) return runCommand(typed.command, typed.arg);
    if (askBookmarks && index === 0) return requestBookmarks();
    const row = rows[index - (askBookmarks ? 1 : 0)];
    if (row) chooseRow(row, openWhere(keys));
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

  // The rows' handlers stay the same function across renders (the rows render again only when what they show
  // changed) and call the latest `chooseAt` and `setSelected`.
  const latest = useRef({ chooseAt, rowOffset: 0, selected });
  const rowOffset = askBookmarks ? 1 : 0;
  latest.current = { chooseAt, rowOffset, selected };
  useEffect(() => {
    if (!sourcesIn || !enterWaiting.current) return;
    enterWaiting.current = false;
    latest.current.chooseAt(latest.current.selected, {});
  }, [sourcesIn]);
  const chooseSearchRow = useCallback(
    (i: number, keys: React.MouseEvent) => latest.current.chooseAt(i + latest.current.rowOffset, keys),
    [],
  );
  const hoverSearchRow = useCallback((i: number) => setSelected(i + latest.current.rowOffset), []);
  const shown = shownRows(rows.length, perScreen, pages, selected - rowOffset);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((s) => (s + step + count) % Math.max(1, count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      chooseAt(selected, event);
    }
  };

  const failure = useUnhandledFailure(window, panel);
  return (
    <div className="bar" role="dialog" aria-label="Intently command bar">
      {panel ? (
        <section className="panel" aria-label={panel.command.name}>
          <header className="panel-head">
            <button type="button" className="back" onClick={() => setPanel(null)} aria-label="Back to commands">
              ←
            </button>
            <strong>{panel.command.name}</strong> <span className="muted">{panel.command.description}</span>
          </header>
          <panel.Panel ctx={ctx} arg={panel.arg} />
          {failure && (
            <p className="error panel-failure" role="alert">
              {failure}
            </p>
          )}
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
            onChange={(e) => changeInput(e.target.value)}
            onKeyDown={onKeyDown}
          />
          {hint && <p className="bar-hint">{hint}</p>}
          {/* Focusable, so a keyboard can scroll a long list (the input's arrows move the selection). */}
          <ul
            className="results"
            role="listbox"
            aria-label="Results"
            tabIndex={0}
            data-answered={mode === 'search' ? answered : undefined}
            data-complete={mode === 'search' ? complete : undefined}
            data-frame-rows={frameRows || undefined}
            onScroll={(e) => {
              if (mode === 'search' && shown < rows.length && nearEnd(e.currentTarget)) setPages((n) => n + 1);
            }}
          >
            {mode === 'commands' &&
              results.map((item, i) => (
                <BarRow
                  key={item.key}
                  item={item}
                  selected={i === selected}
                  onChoose={() => choose(item)}
                  onHover={() => setSelected(i)}
                />
              ))}
            {mode === 'prefixes' &&
              prefixes.map((p, i) => (
                <li
                  key={p.prefix}
                  role="option"
                  aria-selected={i === selected}
                  className="row prefix"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => chooseAt(i, {})}
                  onMouseMove={() => setSelected(i)}
                >
                  <span className="row-title">{p.prefix}</span>
                  <span className="row-detail">{p.says}</span>
                </li>
              ))}
            {mode === 'search' && askBookmarks && (
              <li
                role="option"
                aria-selected={selected === 0}
                className="row permission"
                onMouseDown={(e) => e.preventDefault()}
                onClick={requestBookmarks}
                onMouseMove={() => setSelected(0)}
              >
                <span className="row-title">
                  {bookmarks === 'refused' ? PERMISSION_COPY.bookmarks.refused : BOOKMARKS_ASK}
                </span>
              </li>
            )}
            {/* Only the rows the list shows (shown-rows.ts); the rest come as it is scrolled or the selection moves. */}
            {mode === 'search' &&
              rows
                .slice(0, shown)
                .map((row, i) => (
                  <SearchRowView
                    key={row.key}
                    row={row}
                    at={i}
                    selected={i + rowOffset === selected}
                    onChoose={chooseSearchRow}
                    onHover={hoverSearchRow}
                  />
                ))}
          </ul>
        </>
      )}
    </div>
  );
}
