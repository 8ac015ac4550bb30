import { useEffect, useState } from 'react';
import type { Browser } from 'wxt/browser';
import type { PanelProps } from '../define-command';
import { switchToTab } from '../../shared/switch-to-tab';
import { PageIcon } from '../panel-kit';

/** /switch: every open tab; choosing one brings it to the front. */
export function SwitchPanel({ ctx, arg }: PanelProps) {
  const [tabs, setTabs] = useState<Browser.tabs.Tab[]>([]);
  const [query, setQuery] = useState(arg);
  useEffect(() => void ctx.api.tabs.query({}).then(setTabs), [ctx]);
  const q = query.toLowerCase();
  const shown = tabs.filter((t) => `${t.title} ${t.url}`.toLowerCase().includes(q));
  const go = (tab: Browser.tabs.Tab) => void switchToTab(ctx.api, tab).then(ctx.close);
  return (
    <>
      <input
        className="field"
        autoFocus
        placeholder="Filter tabs"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && shown[0] && go(shown[0])}
      />
      <ul className="list">
        {shown.map((t) => (
          <li key={t.id}>
            {t.url && <PageIcon url={t.url} />}
            <button type="button" className="link" onClick={() => go(t)}>
              {t.title || t.url}
            </button>{' '}
            <span className="muted">{t.url}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
