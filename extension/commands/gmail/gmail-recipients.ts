import { GMAIL_COPY } from './gmail-copy';

/** One recipient: an address and, when typed, a display name. */
export interface Recipient {
  name?: string;
  addr: string;
}

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const NAMED = /^(?:"([^"]*)"|([^"<>]*?))\s*<([^<>]+)>$/;

/** Splits on commas outside quotes ("Ångström, Zoë" <zoe@example.com> is one recipient). */
function parts(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if ((char === ',' || char === ';') && !quoted) {
      out.push(current);
      current = '';
    } else current += char;
  }
  return [...out, current].map((part) => part.trim()).filter(Boolean);
}

/** The recipients typed in To (`a@b.c, Zoë <z@e.com>`); throws a sentence naming one that is not an address. */
export function parseRecipients(text: string): Recipient[] {
  const recipients = parts(text).map((part) => {
    const named = NAMED.exec(part);
    const addr = (named ? named[3]! : part).trim();
    const name = named ? (named[1] ?? named[2] ?? '').trim() : '';
    if (!ADDRESS.test(addr)) throw new Error(GMAIL_COPY.badRecipient(part));
    return name ? { name, addr } : { addr };
  });
  if (recipients.length === 0) throw new Error(GMAIL_COPY.noRecipient);
  return recipients;
}

/** A recipient as To shows it: `Name <addr>`, or the address alone. */
export const formatRecipient = ({ name, addr }: Recipient): string =>
  name ? `${/[,;"]/.test(name) ? `"${name.replaceAll('"', '')}"` : name} <${addr}>` : addr;

const lastSeparator = (to: string) => Math.max(to.lastIndexOf(','), to.lastIndexOf(';')) + 1;

/** The recipient being typed in To: what follows the last comma. */
export const typedRecipient = (to: string): string => to.slice(lastSeparator(to)).trim();

/** To with the recipient being typed replaced by a picked contact, ready for the next one. */
export function completeRecipient(to: string, contact: string): string {
  const before = to.slice(0, lastSeparator(to)).trimEnd();
  return `${before}${before ? ' ' : ''}${contact}, `;
}
