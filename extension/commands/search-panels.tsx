import { useEffect, useState } from 'react';
import type { Snippet } from '../command-bar/tools-db';
import { actionPanel, type PanelProps } from './action-panel';
import { HISTORY_LIMIT } from '../command-bar/load-bar-sources';
import type { HistoryEntry } from './history-search';

/** /history: searches the tracker's visits (falling back to chrome.history); choosing one opens it. */
export function HistoryPanel({ ctx, arg }: PanelProps) {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [query, setQuery] = useState(arg);
  useEffect(() => void ctx.call('history', HISTORY_LIMIT).then(setEntries), [ctx]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((e) => words.every((w) => `${e.title} ${e.url}`.toLowerCase().includes(w))).slice(0, 50);
  const open = (url: string) => void ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId }).then(ctx.close);
  return (
    <>
      <input className="field" autoFocus placeholder="Search history" aria-label="Search history" value={query}
        onChange={(e) => setQuery(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && shown[0] && open(shown[0].url)} />
      <ul className="list">
        {shown.map((e) => (
          <li key={e.url}><button type="button" className="link" onClick={() => open(e.url)}>{e.title}</button> <span className="muted">{e.url}</span></li>
        ))}
        {shown.length === 0 && <li className="muted">No page in your history matches.</li>}
      </ul>
    </>
  );
}

/** /remember text: saves a snippet. */
export const RememberPanel = actionPanel(async (ctx, arg) => {
  await ctx.call('remember', arg || ctx.selection);
  return 'Remembered. Find it with /recall.';
});

/** /recall: searches saved snippets; choosing one copies it. */
export function RecallPanel({ ctx, arg }: PanelProps) {
  const [query, setQuery] = useState(arg);
  const [found, setFound] = useState<Snippet[]>([]);
  const [message, setMessage] = useState('');
  useEffect(() => void ctx.call('recall', query).then(setFound), [ctx, query]);
  const copy = (text: string) => void navigator.clipboard.writeText(text).then(() => setMessage('Copied.'));
  return (
    <>
      <input className="field" autoFocus placeholder="Search snippets" aria-label="Search snippets" value={query} onChange={(e) => setQuery(e.target.value)} />
      {message && <p className="message" role="status">{message}</p>}
      <ul className="list">
        {found.map((s) => (
          <li key={s.id}><button type="button" className="link" onClick={() => copy(s.text)}>{s.text}</button></li>
        ))}
        {found.length === 0 && <li className="muted">No snippet matches. Save one with /remember.</li>}
      </ul>
    </>
  );
}
