import { type FormEvent, useState } from 'react';
import { ACCOUNT_COPY as COPY } from '../../account/account-copy';
import { syncStatusText } from '../../account/account-view';
import { useAccountView } from '../../account/use-account-view';
import { toBackground } from '../../messages/to-background';

const sentence = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The main page's account: sign in with Google, the signed-in profile, the sync state, sign out and account deletion. */
export function AccountPanel() {
  const view = useAccountView(browser);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [server, setServer] = useState<string | null>(null);
  if (!view) return null;

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      const text = await action();
      if (text) setMessage({ text, error: false });
    } catch (error) {
      setMessage({ text: sentence(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  const saveServer = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await toBackground.sendMessage('account/set-server', { origin: server ?? view.origin });
      setServer(null);
      return '';
    });
  };
  const { profile } = view;
  const notice = message ?? (view.notice ? { text: view.notice, error: false } : null);

  return (
    <section className="panel" aria-labelledby="account-title">
      <h2 id="account-title">{COPY.title}</h2>
      {profile ? (
        <>
          <p className="account-profile">
            {/^https?:|^data:image\//.test(profile.picture) && (
              <img src={profile.picture} alt="" width={32} height={32} referrerPolicy="no-referrer" />
            )}
            <span>{COPY.signedInAs(profile.name, profile.email)}</span>
          </p>
          <p role="status" aria-label="Sync" title={view.sync.state === 'offline' ? view.sync.message : undefined}>
            {syncStatusText(view.sync)}
          </p>
          <div className="data-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(() => toBackground.sendMessage('account/sync-now'))}
            >
              {COPY.syncNow}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void run(() => toBackground.sendMessage('account/sign-out'))}
            >
              {COPY.signOut}
            </button>
            <button type="button" className="button danger" disabled={busy} onClick={() => setConfirming(true)}>
              {COPY.deleteAccount}
            </button>
          </div>
          {confirming && (
            <div role="alertdialog" aria-label={COPY.deleteAccount} className="confirm">
              <p>{COPY.confirmDelete}</p>
              <button
                type="button"
                className="button danger"
                onClick={() => (setConfirming(false), void run(() => toBackground.sendMessage('account/delete')))}
              >
                Delete my account
              </button>{' '}
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                Keep my account
              </button>
            </div>
          )}
          <p className="muted">
            {COPY.server}: {view.origin}
          </p>
        </>
      ) : (
        <>
          <p className="muted">{COPY.pitch}</p>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            // The background says what follows (finish on the tab that opened, or that it was cancelled).
            onClick={() => void run(async () => (await toBackground.sendMessage('account/sign-in', {}), ''))}
          >
            {COPY.signIn}
          </button>
          <form className="category-form server-form" onSubmit={saveServer}>
            <label>
              {COPY.server}{' '}
              <input
                aria-label={COPY.server}
                value={server ?? view.origin}
                onChange={(event) => setServer(event.target.value)}
                spellCheck={false}
              />
            </label>
            <button type="submit" className="button" disabled={busy || server === null}>
              {COPY.saveServer}
            </button>
          </form>
        </>
      )}
      {notice && (
        <p className={notice.error ? 'error' : 'muted'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
