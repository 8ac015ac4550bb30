import type { MailDraft } from './gmail-draft';

/** Gmail's compose window in a tab, with To, Subject and Body filled ("Open in Gmail"). */
export function gmailComposeUrl({ to, subject, body }: MailDraft): string {
  const fields = { view: 'cm', fs: '1', to, su: subject, body };
  return `https://mail.google.com/mail/?${Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&')}`;
}
