import { useEffect, useState } from 'react';
import { askUnlessRefused } from '../../shared/ask-permission';
import { openTrailGroup, reopenedSentence, type TrailPage } from '../../shared/trail-group';
import type { PanelProps } from '../define-command';
import type trailBackground from './trail-background';
import { parseTrailSteps, TRAIL_STEP_CHOICES, trailStepsLabel } from '../../shared/trail-steps';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * /trail: lists how you got to this page (the graph core's trail of this tab's visit), from the session's start or
 * its last N steps; Enter reopens it as one named, coloured tab group (the tabGroups permission is asked for along the
 * way; refused, the tabs open ungrouped and it says so); "Save as a session" keeps it in /sessions.
 */
export function TrailPanel({ ctx, arg }: PanelProps<typeof trailBackground>) {
  // A length typed after /trail that is not one shows the whole trail, with the sentence saying what to type.
  const [typed] = useState(() => {
    try {
      return { steps: parseTrailSteps(arg), error: '' };
    } catch (error) {
      return { steps: 0, error: (error as Error).message };
    }
  });
  const [steps, setSteps] = useState(typed.steps);
  const [pages, setPages] = useState<TrailPage[] | null>(null);
  const [message, setMessage] = useState(typed.error);
  const tabId = ctx.tab?.id;
  useEffect(() => {
    if (tabId === undefined) return setMessage('There is no tab here to trace: open /trail on a web page.');
    let current = true;
    ctx.call('trail', tabId, steps).then(
      (trail) => current && setPages(trail),
      (error: unknown) => current && setMessage((error as Error).message),
    );
    return () => {
      current = false;
    };
  }, [ctx, tabId, steps]);

  const reopen = async () => {
    if (!pages) return;
    try {
      const named = await askUnlessRefused(
        { permissions: ctx.api.permissions, local: ctx.api.storage.local },
        'tabGroups',
      );
      setMessage(reopenedSentence(await openTrailGroup(ctx.api, pages, named, ctx.tab?.windowId)));
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  const save = async () => {
    try {
      const session = await ctx.call('saveTrail', tabId!, steps);
      setMessage(`Saved “${session.name}” in /sessions.`);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };

  return (
    <div>
      <label>
        Trail{' '}
        <select aria-label="Trail length" value={steps} onChange={(e) => setSteps(Number(e.target.value))}>
          {[...new Set([...TRAIL_STEP_CHOICES, steps])].map((n) => (
            <option key={n} value={n}>
              {trailStepsLabel(n)}
            </option>
          ))}
        </select>
      </label>
      {pages === null && !message && <p className="muted">Tracing how you got here…</p>}
      {pages && (
        <ol className="list" aria-label="How you got here">
          {pages.map((p) => (
            <li key={`${p.url} ${p.startTime}`} title={p.url}>
              {p.title || p.url} <span className="muted">{timeOfDay.format(p.startTime)}</span>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className="primary" autoFocus disabled={!pages} onClick={() => void reopen()}>
        Reopen as a tab group
      </button>
      <button type="button" disabled={!pages} onClick={() => void save()}>
        Save as a session
      </button>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
