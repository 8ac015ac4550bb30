import { useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import type historyBackground from './history-background';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import type { HistoryEntry } from '../../storage/recent-history';
import { hasPermission } from '../../shared/ask-permission';
import { CHROME_HISTORY_OFF } from '../../shared/permission-copy';

/**
 * /history: searches the tracker's visits (falling back to chrome.history); choosing one opens it. While the optional
 * history permission is not given, it says Chrome's history is skipped and where to allow it (issue 34).
 */
export function HistoryPanel({ ctx, arg }: PanelProps<typeof historyBackground>) {
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [query, setQuery] = useState(arg);
  const [chromeHistory, setChromeHistory] = useState(true);
  useEffect(() => void ctx.call('history', HISTORY_LIMIT).then(setEntries), [ctx]);
  useEffect(() => void hasPermission(ctx.api.permissions, 'history').then(setChromeHistory), [ctx]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((e) => words.every((w) => `${e.title} ${e.url}`.toLowerCase().includes(w))).slice(0, 50);
  const open = (url: string) => void ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId }).then(ctx.close);
  return (
    <>
      <input
        className="field"
        autoFocus
        placeholder="Search history"
        aria-label="Search history"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && shown[0] && open(shown[0].url)}
      />
      <ul className="list">
        {shown.map((e) => (
          <li key={e.url}>
            <button type="button" className="link" onClick={() => open(e.url)}>
              {e.title}
            </button>{' '}
            <span className="muted">{e.url}</span>
          </li>
        ))}
        {shown.length === 0 && <li className="muted">No page in your history matches.</li>}
      </ul>
      {!chromeHistory && <p className="muted">{CHROME_HISTORY_OFF}</p>}
    </>
  );
}
