import { useEffect, useState } from 'react';
import type { TrackingStatus } from '../../messages/tracking-messages';
import { MAIN_COPY } from './main-copy';
import { toBackground } from '../../messages/to-background';

/** How often the page asks the background whether recent data is stored. */
const STATUS_POLL_MS = 10_000;

/** Shows a write or quota error from the tracker (data kept in memory) with a retry button. */
export function WriteStatus() {
  const [status, setStatus] = useState<TrackingStatus | null>(null);
  useEffect(() => {
    const ask = () => toBackground.sendMessage('tracking/status').then(setStatus, () => undefined);
    void ask();
    const timer = setInterval(ask, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  if (!status?.error) return null;
  return (
    <div className="write-error" role="alert">
      <p>
        {status.error} ({status.pending} records waiting.)
      </p>
      <button
        type="button"
        className="button"
        onClick={() => void toBackground.sendMessage('tracking/retry').then(setStatus)}
      >
        {MAIN_COPY.retry}
      </button>
    </div>
  );
}
