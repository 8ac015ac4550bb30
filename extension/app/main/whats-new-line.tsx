import { useEffect, useState } from 'react';
import { browser } from 'wxt/browser';
import { WHATS_NEW_KEY } from '../../storage/whats-new';

/**
 * The main page's quiet "what's new" line after an update (issue 34): this version's line from CHANGELOG.md (bundled
 * at build time, wxt.config.ts), shown until dismissed; dismissed, it stays gone until the next update.
 */
export function WhatsNewLine() {
  const version = browser.runtime.getManifest().version;
  const line = import.meta.env.VITE_WHATS_NEW;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void browser.storage.local.get(WHATS_NEW_KEY).then((stored) => setShown(stored[WHATS_NEW_KEY] === version));
  }, [version]);
  if (!shown || !line) return null;
  const dismiss = () => {
    setShown(false);
    void browser.storage.local.remove(WHATS_NEW_KEY);
  };
  return (
    <p className="muted whats-new" role="status" aria-label="What’s new">
      New in {version}: {line}{' '}
      <button type="button" className="link" onClick={dismiss}>
        Dismiss
      </button>
    </p>
  );
}
