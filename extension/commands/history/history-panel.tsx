import { useEffect, useRef, useState } from 'react';
import type { PanelProps } from '../define-command';
import type historyBackground from './history-background';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import type { HistoryEntry } from '../../storage/recent-history';
import { hasPermission } from '../../shared/ask-permission';
import { CHROME_HISTORY_OFF } from '../../shared/permission-copy';
import { dayKey } from '../../shared/day-key';
import { graphDayQuery, graphQuery } from '../../shared/graph-address';
import { openGraphAt, PageIcon } from '../panel-kit';
import { parseMoment, type TypedMoment } from './parse-moment';

/** A typed moment, or the sentence saying how to write one, or neither (a search). */
function momentOf(text: string, now: number): { moment: TypedMoment | null; error: string } {
  try {
    return { moment: parseMoment(text, now), error: '' };
  } catch (error) {
    return { moment: null, error: (error as Error).message };
  }
}

/** The graph page's query for a typed moment: the whole day, or the moment with the visit in front then. */
const momentQuery = (moment: TypedMoment) => (moment.day ? graphDayQuery(dayKey(moment.at)) : graphQuery(moment.at));

/**
 * /history: searches the tracker's visits (falling back to chrome.history); choosing one opens it. While the optional
 * history permission is not given, it says Chrome's history is skipped and where to allow it (issue 34). A moment
 * instead of words (`/history 10:30`, `/history yesterday 16:00`, parse-moment.ts) opens the graph there: at once
 * when typed after the command, with Enter when typed in the field; a bad one says how to write it (issue 37).
 */
export function HistoryPanel({ ctx, arg }: PanelProps<typeof historyBackground>) {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [query, setQuery] = useState(arg);
  const [chromeHistory, setChromeHistory] = useState(true);
  useEffect(() => void ctx.call('history', HISTORY_LIMIT).then(setEntries), [ctx]);
  useEffect(() => void hasPermission(ctx.api.permissions, 'history').then(setChromeHistory), [ctx]);
  const opened = useRef(false);
  useEffect(() => {
    const typed = momentOf(arg, ctx.now()).moment;
    if (typed && !opened.current) openGraphAt(ctx, momentQuery(typed));
    opened.current = true;
  }, [ctx, arg]);
  const { moment, error } = momentOf(query, ctx.now());
  const words = moment || error ? [] : query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (moment || error ? [] : entries)
    .filter((e) => words.every((w) => `${e.title} ${e.url}`.toLowerCase().includes(w)))
    .slice(0, 50);
  const open = (url: string) => void ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId }).then(ctx.close);
  return (
    <>
      <input
        className="field"
        autoFocus
        placeholder="Search history, or a moment: 10:30, yesterday 16:00"
        aria-label="Search history"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          if (moment) openGraphAt(ctx, momentQuery(moment));
          else if (shown[0]) open(shown[0].url);
        }}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {moment && (
        <button type="button" className="link" onClick={() => openGraphAt(ctx, momentQuery(moment))}>
          {moment.day
            ? `Open the graph of ${new Date(moment.at).toLocaleDateString()}`
            : `Open the graph at ${new Date(moment.at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}`}
        </button>
      )}
      <ul className="list">
        {shown.map((e) => (
          <li key={e.url}>
            <PageIcon url={e.url} />
            <button type="button" className="link" onClick={() => open(e.url)}>
              {e.title}
            </button>{' '}
            <span className="muted">{e.url}</span>
          </li>
        ))}
        {shown.length === 0 && !moment && !error && <li className="muted">No page in your history matches.</li>}
      </ul>
      {!chromeHistory && <p className="muted">{CHROME_HISTORY_OFF}</p>}
    </>
  );
}
