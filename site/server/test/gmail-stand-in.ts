/**
 * A local stand-in for the Gmail and People APIs at the network boundary (issue #22 tests), served by the
 * Google stand-in (google-stand-in.ts) beside its OAuth endpoints, answering in the shapes and error bodies
 * these pages document:
 * - developers.google.com/gmail/api/reference/rest/v1/users.messages/send (`{ raw }` in, a Message
 *   `{ id, threadId, labelIds }` out) and developers.google.com/gmail/api/guides/sending (raw is the
 *   base64url of an RFC 2822 message)
 * - developers.google.com/people/api/rest/v1/people/searchContacts (`query`, a required `readMask`, `pageSize`
 *   at most 30; `{ results: [{ person }] }`, an empty answer for the warm-up request with an empty query)
 * - developers.google.com/gmail/api/guides/handle-errors and cloud.google.com/apis/design/errors (the error
 *   body `{ error: { code, message, status } }`; 401 UNAUTHENTICATED, 403 PERMISSION_DENIED for a missing
 *   scope, 429 RESOURCE_EXHAUSTED and 503 UNAVAILABLE with Retry-After)
 * Each sent message is parsed back with a MIME parser (postal-mime), so tests compare what a mail reader sees.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import PostalMime, { type Email } from 'postal-mime';

const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const CONTACTS_READONLY = 'https://www.googleapis.com/auth/contacts.readonly';

/** Whose access token a request carries, and what it covers; null for a token Google does not honour. */
export type TokenCheck = (accessToken: string) => { user: string; scopes: string[] } | null;

/** A contact of the stand-in's address book. */
export interface StandInContact {
  name: string;
  email: string;
}

/** A message Gmail took: who sent it (the token's user), the raw RFC 2822 text and the parsed fields. */
export interface SentMail {
  user: string;
  raw: string;
  parsed: Email;
}

/** An answer given instead of the real one, for the next Gmail or People request. */
export interface QueuedApiAnswer {
  status: number;
  retryAfter?: string;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

/** Google's error body (…/handle-errors). */
const googleError = (res: ServerResponse, code: number, message: string, headers: Record<string, string> = {}) => {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify({ error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } }));
};

const UNAUTHENTICATED =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const INSUFFICIENT_SCOPES = 'Request had insufficient authentication scopes.';

/** The Gmail and People routes over a token check; `handle` answers true when the request was one of them. */
export function gmailStandIn(check: TokenCheck) {
  const sent: SentMail[] = [];
  const searches: string[] = [];
  const contacts = new Map<string, StandInContact[]>();
  let queued: QueuedApiAnswer[] = [];

  const authorized = (req: IncomingMessage, res: ServerResponse, scope: string) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const holder = token ? check(token) : null;
    if (!holder)
      return void googleError(res, 401, UNAUTHENTICATED, {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      });
    if (!holder.scopes.includes(scope)) return void googleError(res, 403, INSUFFICIENT_SCOPES);
    const next = queued.shift();
    if (next)
      return void googleError(
        res,
        next.status,
        next.status === 429 ? 'Too many concurrent requests for user.' : 'The service is currently unavailable.',
        next.retryAfter ? { 'retry-after': next.retryAfter } : {},
      );
    return holder.user;
  };

  async function send(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const user = authorized(req, res, GMAIL_SEND);
    if (!user) return;
    const raw = (JSON.parse(text || '{}') as { raw?: unknown }).raw;
    if (typeof raw !== 'string' || !raw)
      return googleError(
        res,
        400,
        "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
      );
    if (/[+/=]/.test(raw))
      return googleError(res, 400, 'Invalid value for ByteString: the raw message must be base64url encoded.');
    const message = Buffer.from(raw, 'base64url').toString('utf8');
    const parsed = await PostalMime.parse(message);
    if (!parsed.to?.length) return googleError(res, 400, 'Recipient address required');
    sent.push({ user, raw: message, parsed });
    const id = randomBytes(8).toString('hex');
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify({ id, threadId: id, labelIds: ['SENT'] }));
  }

  function search(req: IncomingMessage, res: ServerResponse, url: URL) {
    const user = authorized(req, res, CONTACTS_READONLY);
    if (!user) return;
    const query = url.searchParams.get('query');
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    if (query === null) return googleError(res, 400, 'Request must specify a query.');
    if (!url.searchParams.get('readMask')) return googleError(res, 400, 'Request must set a readMask.');
    if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > 30)
      return googleError(res, 400, 'pageSize must be between 0 and 30.');
    searches.push(query);
    const wanted = query.toLowerCase();
    const found = query
      ? (contacts.get(user) ?? []).filter((c) =>
          [...c.name.toLowerCase().split(/\s+/), c.email].some((w) => w.startsWith(wanted)),
        )
      : [];
    const results = found.slice(0, pageSize).map((c, i) => ({
      person: {
        resourceName: `people/c${i}`,
        etag: `%Eg${i}`,
        names: [{ displayName: c.name }],
        emailAddresses: [{ value: c.email }],
      },
    }));
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(results.length ? { results } : {}));
  }

  return {
    /** Answers a Gmail or People request; false when the request is not one of theirs. */
    handle(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      const route = `${req.method} ${url.pathname}`;
      if (route === 'POST /gmail/v1/users/me/messages/send') return (void send(req, res), true);
      if (route === 'GET /v1/people:searchContacts') return (search(req, res, url), true);
      return false;
    },
    /** The messages Gmail took, in order. */
    sent: () => [...sent],
    /** The contact searches' queries, in order ('' is the warm-up). */
    searches: () => [...searches],
    /** Gives `user` these contacts. */
    setContacts(user: string, list: StandInContact[]) {
      contacts.set(user, list);
    },
    /** Answers the next Gmail or People requests with these, in order. */
    queueAnswers(answers: QueuedApiAnswer[]) {
      queued = [...answers];
    },
  };
}

/** The Gmail and People stand-in `gmailStandIn` makes. */
export type GmailStandIn = ReturnType<typeof gmailStandIn>;
