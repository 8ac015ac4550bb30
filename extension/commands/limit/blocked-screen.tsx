import { useEffect, useState } from 'react';
import type { ToolsDb } from '../../storage/tools-db';
import { addExtraTime, checkSite, type BlockReason } from '../../storage/site-limits';
import { siteOf } from '../../shared/site-of';
import { formatDuration, formatMinutes } from '../../shared/format-duration';
import type { IntentlyDb } from '../../storage/db';

/** Props of the blocking screen: the site, where to go back to, and its data. */
export interface BlockedScreenProps {
  site: string;
  returnUrl: string;
  tools: ToolsDb;
  tracker: IntentlyDb;
  now: () => number;
  goTo: (url: string) => void;
}

/** The screen a blocked or over-limit site shows: time spent today and a way to add 5 minutes (or unblock). */
export function BlockedScreen({ site, returnUrl, tools, tracker, now, goTo }: BlockedScreenProps) {
  const [reason, setReason] = useState<BlockReason | 'loading'>('loading');
  // Only return to a web page of the same site: the address comes from the URL bar and is not trusted.
  const back = siteOf(returnUrl) === site ? returnUrl : `https://${site}/`;
  useEffect(() => void checkSite(tools, tracker, site, now()).then(setReason), [tools, tracker, site, now]);

  if (reason === 'loading') return <main className="blocked" />;
  if (reason === null) {
    return (
      <main className="blocked">
        <h1>{site} is open again</h1>
        <button type="button" onClick={() => goTo(back)}>
          Go back to {site}
        </button>
      </main>
    );
  }
  if (reason.reason === 'block') {
    return (
      <main className="blocked">
        <h1>{site} is blocked</h1>
        <p>You blocked this site with /block.</p>
        <button type="button" onClick={() => void tools.blocks.delete(site).then(() => goTo(back))}>
          Unblock {site}
        </button>
      </main>
    );
  }
  return (
    <main className="blocked">
      <h1>Time’s up on {site}</h1>
      <p>
        You spent <strong>{formatDuration(reason.spentMs)}</strong> on {site} today. Your daily limit is{' '}
        {formatMinutes(reason.limitMinutes * 60_000)}.
      </p>
      <button
        type="button"
        className="primary"
        onClick={() => void addExtraTime(tools, site, now()).then(() => goTo(back))}
      >
        Add 5 minutes
      </button>
    </main>
  );
}
