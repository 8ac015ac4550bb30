import { useEffect, useState } from 'react';
import type { Browser } from 'wxt/browser';
import { askUnlessRefused } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';
import type { PanelProps } from '../define-command';
import { PageIcon } from '../panel-kit';
import { groupSentence } from './group-sentence';
import { groupByDomain, groupTabs } from './group-tabs';

/** /group: group every site's tabs at once, or tick tabs and group them under a name (a name needs tabGroups). */
export function GroupPanel({ ctx, arg }: PanelProps) {
  const [tabs, setTabs] = useState<Browser.tabs.Tab[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState(arg);
  const [message, setMessage] = useState('');
  const windowId = ctx.tab?.windowId;
  useEffect(() => void ctx.api.tabs.query(windowId === undefined ? {} : { windowId }).then(setTabs), [ctx, windowId]);

  const byDomain = async () => {
    if (windowId === undefined) return setMessage('There is no window to group.');
    const named = await askUnlessRefused(
      { permissions: ctx.api.permissions, local: ctx.api.storage.local },
      'tabGroups',
    );
    const count = await groupByDomain(ctx.api, windowId, named);
    setMessage(named ? groupSentence(count) : `${groupSentence(count)} ${PERMISSION_COPY.tabGroups.refused}`);
  };
  const selected = async () => {
    try {
      const named = await askUnlessRefused(
        { permissions: ctx.api.permissions, local: ctx.api.storage.local },
        'tabGroups',
      );
      await groupTabs(ctx.api, [...chosen], title.trim() || 'Group', named);
      const grouped = `Grouped ${chosen.size} ${chosen.size === 1 ? 'tab' : 'tabs'}.`;
      setMessage(named ? grouped : `${grouped} ${PERMISSION_COPY.tabGroups.refused}`);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const toggle = (id: number) =>
    setChosen((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));

  return (
    <div>
      <button type="button" className="primary" autoFocus onClick={() => void byDomain()}>
        Group by site
      </button>
      <ul className="list">
        {tabs.map((t) => (
          <li key={t.id}>
            <label>
              <input type="checkbox" checked={chosen.has(t.id!)} onChange={() => toggle(t.id!)} />{' '}
              {t.url && <PageIcon url={t.url} />}
              {t.title || t.url}
            </label>
          </li>
        ))}
      </ul>
      <input
        className="field"
        placeholder="Group name"
        aria-label="Group name"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <button type="button" onClick={() => void selected()}>
        Group selected tabs
      </button>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
