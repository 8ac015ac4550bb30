import { useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import type gmailBackground from './gmail-background';
import { gmailComposeUrl } from './gmail-compose-url';
import { GMAIL_COPY as COPY } from './gmail-copy';
import type { MailDraft } from './gmail-draft';
import { completeRecipient, typedRecipient } from './gmail-recipients';

/** How long typing in To pauses before contacts are searched. */
export const CONTACTS_DEBOUNCE_MS = 200;

const EMPTY: MailDraft = { to: '', subject: '', body: '' };

/**
 * /gmail signed in: To (with contacts), Subject and Body, "Send" and "Open in Gmail". The background sends
 * (the access token stays there); a draft that did not go out is kept on the device and comes back here, and
 * when Google access must be given again the panel offers "Reconnect Google".
 */
export function GmailPanel({ ctx, arg }: PanelProps<typeof gmailBackground>) {
  const [draft, setDraft] = useState<MailDraft | null>(null);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [reconnect, setReconnect] = useState(false);
  const [sending, setSending] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);

  useEffect(() => {
    void ctx.call('gmailDraft').then((kept) => {
      setDraft(kept ?? { ...EMPTY, to: arg });
      if (kept) setStatus({ text: COPY.restored, error: false });
    });
    // The warm-up search (searchContacts wants one with an empty query) also tells at once when Google must be connected.
    void ctx.call('gmailContacts', '').then(({ reconnect: sentence }) => {
      if (!sentence) return;
      setReconnect(true);
      setStatus({ text: sentence, error: true });
    });
  }, [ctx, arg]);

  const query = draft ? typedRecipient(draft.to) : '';
  useEffect(() => {
    if (!query) return setSuggestions([]);
    const timer = setTimeout(
      () => void ctx.call('gmailContacts', query).then((found) => setSuggestions(found.suggestions)),
      CONTACTS_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [ctx, query]);

  if (!draft) return <p className="message">Loading…</p>;
  const edit = (change: Partial<MailDraft>) => setDraft({ ...draft, ...change });
  const pick = (suggestion: string) => {
    edit({ to: completeRecipient(draft.to, suggestion) });
    setSuggestions([]);
  };
  const send = async () => {
    setSending(true);
    setStatus(null);
    const outcome = await ctx.call('gmailSend', draft);
    setSending(false);
    setStatus({ text: outcome.text, error: !outcome.sent });
    setReconnect(!outcome.sent && outcome.reconnect);
    if (outcome.sent) setDraft(EMPTY);
  };
  const connect = () =>
    void ctx.call('gmailConnect', draft).then(() => setStatus({ text: COPY.reconnectOpened, error: false }));
  const openInGmail = () =>
    void ctx.api.tabs.create({ url: gmailComposeUrl(draft), windowId: ctx.tab?.windowId }).then(ctx.close);

  return (
    <div className="gmail">
      <input
        className="field"
        autoFocus
        aria-label={COPY.to}
        placeholder={COPY.to}
        value={draft.to}
        onChange={(e) => edit({ to: e.target.value })}
      />
      {suggestions.length > 0 && (
        <ul className="list" role="listbox" aria-label="Contacts">
          {suggestions.map((s) => (
            <li key={s} role="option" aria-selected={false}>
              <button type="button" className="link" onClick={() => pick(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className="field"
        aria-label={COPY.subject}
        placeholder={COPY.subject}
        value={draft.subject}
        onChange={(e) => edit({ subject: e.target.value })}
      />
      <textarea
        className="notepad"
        aria-label={COPY.body}
        placeholder={COPY.body}
        value={draft.body}
        onChange={(e) => edit({ body: e.target.value })}
      />
      <p>
        <button type="button" className="primary" disabled={sending} onClick={() => void send()}>
          {sending ? COPY.sending : COPY.send}
        </button>
        <button type="button" onClick={openInGmail}>
          {COPY.openInGmail}
        </button>
        {reconnect && (
          <button type="button" onClick={connect}>
            {COPY.reconnect}
          </button>
        )}
      </p>
      {status && (
        <p className={status.error ? 'error' : 'message'} role={status.error ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
