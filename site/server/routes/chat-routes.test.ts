import { EventSourceParserStream } from 'eventsource-parser/stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AI_PROVIDER_COPY } from '../ai/chat-completions';
import { startAiStandIn, STAND_IN_ANSWER, standInTranslation, type AiStandIn } from '../test/ai-stand-in';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';
import { CHAT_UNAVAILABLE, chatLimitReached } from './chat-routes';

const KEY = 'sk-stand-in';
const PER_DAY = 3;

/** One event of the answer stream. */
interface StreamEvent {
  event: string | undefined;
  data: unknown;
}

/** Posts like the extension does; a streamed answer comes back as its events, any other as JSON. */
async function post(server: TestServer, path: string, bearer: string, body: unknown, signal?: AbortSignal) {
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    return {
      status: response.status,
      headers: response.headers,
      json: (await response.json()) as Record<string, unknown>,
      events: [],
    };
  const events: StreamEvent[] = [];
  const reader = response
    .body!.pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    events.push({ event: next.value.event, data: JSON.parse(next.value.data) as unknown });
  return { status: response.status, headers: response.headers, json: null, events };
}

const textOf = (events: StreamEvent[]) =>
  events
    .filter((e) => e.event === 'text')
    .map((e) => (e.data as { text: string }).text)
    .join('');
const ask = (content: string) => ({ messages: [{ role: 'user', content }] });
const bearerOf = (cookie: string) => cookie.split('=')[1]!;

describe.each(ENGINES)('AI chat on %s, against a stand-in provider at the network boundary', (engine) => {
  let standIn: AiStandIn;
  let server: TestServer;
  const logged: string[] = [];

  beforeAll(async () => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void logged.push(args.map(String).join(' ')),
      );
    }
    standIn = await startAiStandIn(KEY);
    server = await startTestServer(engine, {
      AI_BASE_URL: standIn.url,
      AI_API_KEY: KEY,
      AI_MODEL: 'stand-in-1',
      CHAT_MESSAGES_PER_DAY: String(PER_DAY),
    });
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
    vi.restoreAllMocks();
  });

  it('streams the answer: what is left first, the text in pieces, then done; page text shared with a message reaches the provider', async () => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-stream`));
    const context = { source: 'page', title: 'Recipes', url: 'https://example.com/r', text: 'Flour, eggs.' };
    const answer = await post(server, '/api/chat', bearer, {
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        { role: 'user', content: 'Summarise', context },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.events[0]).toEqual({ event: 'quota', data: { plan: 'basic', limit: PER_DAY, left: PER_DAY - 1 } });
    expect(textOf(answer.events)).toBe(STAND_IN_ANSWER);
    expect(answer.events.at(-1)).toEqual({ event: 'done', data: {} });
    const sent = standIn.taken.at(-1)!.messages;
    expect(sent.slice(0, 2)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
    expect(sent[2]!.content).toMatch(
      /^Summarise\n\n---\nShared with this message, the readable text of the page "Recipes" \(https:\/\/example.com\/r\):\n\nFlour, eggs.$/,
    );
    expect((await api(server, '/api/chat/usage', { bearer })).body).toMatchObject({
      plan: 'basic',
      limit: PER_DAY,
      left: PER_DAY - 1,
    });
  });

  it('translates into the target language through the same provider, counted like a message', async () => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-translate`));
    const answer = await post(server, '/api/translate', bearer, { text: 'Guten Morgen', target: 'fr' });
    expect(textOf(answer.events)).toBe(standInTranslation('Guten Morgen', 'French'));
    expect(standIn.taken.at(-1)!.messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringMatching(/^Translate the user's text into French\./),
    });
    expect(answer.events[0]).toEqual({ event: 'quota', data: { plan: 'basic', limit: PER_DAY, left: PER_DAY - 1 } });
  });

  it("refuses the Basic plan's message past its daily limit with a sentence and Retry-After, without asking the provider; Pro is unlimited", async () => {
    const cookie = await signInDirectly(server, `${engine}-limit`);
    const bearer = bearerOf(cookie);
    for (let i = 1; i <= PER_DAY; i++)
      expect((await post(server, '/api/chat', bearer, ask(`q${i}`))).events[0]!.data).toMatchObject({
        left: PER_DAY - i,
      });
    const asked = standIn.taken.length;
    const refused = await post(server, '/api/chat', bearer, ask('one more'));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(refused.json).toEqual({ error: chatLimitReached(PER_DAY, retryAfter), limit: PER_DAY, left: 0 });
    expect(standIn.taken.length).toBe(asked);
    expect((await api(server, '/api/chat/usage', { bearer })).body).toMatchObject({ left: 0 });
    // An operator moves the account to Pro (docs/integrations.md): UPDATE accounts SET plan = 'pro' WHERE email = …
    await sql`update accounts set plan = 'pro' where email = ${`${engine}-limit@example.com`}`.execute(
      server.storage.db,
    );
    const pro = await post(server, '/api/chat', bearer, ask('and now?'));
    expect(pro.events[0]).toEqual({ event: 'quota', data: { plan: 'pro', limit: null, left: null } });
    expect(textOf(pro.events)).toBe(STAND_IN_ANSWER);
  });

  it("passes the provider's 429 on with its Retry-After and counts nothing; an error mid-stream or a dropped answer ends with an error event", async () => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-errors`));
    standIn.next({ kind: 'rate-limited', retryAfter: '9' });
    const busy = await post(server, '/api/chat', bearer, ask('q'));
    expect({ status: busy.status, retryAfter: busy.headers.get('retry-after'), json: busy.json }).toEqual({
      status: 429,
      retryAfter: '9',
      json: { error: AI_PROVIDER_COPY.busy(9) },
    });
    expect((await api(server, '/api/chat/usage', { bearer })).body).toMatchObject({ left: PER_DAY });
    standIn.next({ kind: 'error-mid-stream' }, { kind: 'drop' });
    const stopped = await post(server, '/api/chat', bearer, ask('q'));
    expect(stopped.events.at(-1)).toEqual({
      event: 'error',
      data: { error: AI_PROVIDER_COPY.stopped('server_error') },
    });
    expect(textOf(stopped.events)).toBe('Here is ');
    const dropped = await post(server, '/api/chat', bearer, ask('q'));
    expect(dropped.events.at(-1)).toEqual({ event: 'error', data: { error: AI_PROVIDER_COPY.cutOff } });
    standIn.next({ kind: 'unauthorized' });
    expect(await post(server, '/api/chat', bearer, ask('q'))).toMatchObject({
      status: 502,
      json: { error: AI_PROVIDER_COPY.refused },
    });
    expect(logged).toContain(
      'The AI provider at AI_BASE_URL answered 401 to the chat request: check AI_API_KEY and AI_MODEL.',
    );
  });

  it("aborts the provider's answer when the client goes away (Stop)", async () => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-stop`));
    const before = standIn.abandoned();
    standIn.next({ kind: 'slow', pauseMs: 100 });
    const stop = new AbortController();
    const response = await fetch(`${server.url}/api/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
      body: JSON.stringify(ask('long')),
      signal: stop.signal,
    });
    await response.body!.getReader().read();
    stop.abort();
    await expect.poll(() => standIn.abandoned(), { timeout: 5000 }).toBe(before + 1);
  });

  it.each([
    [{}, 'Send "messages" as a list of { role, content }, the conversation so far.'],
    [{ messages: [] }, 'Send at least one message.'],
    [{ messages: [{ role: 'assistant', content: 'hi' }] }, 'The last message must be the user\'s ("role": "user").'],
    [{ messages: [{ role: 'system', content: 'hi' }] }, 'Send each message\'s "role" as "user" or "assistant".'],
    [{ messages: [{ role: 'user', content: '' }] }, 'Send each message with some text.'],
    [{ messages: [{ role: 'user', content: 'x'.repeat(20_001) }] }, 'Send messages of at most 20,000 characters.'],
  ])('answers %j with a 400 sentence', async (body, error) => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-bad-${Math.random()}`));
    expect(await post(server, '/api/chat', bearer, body)).toMatchObject({ status: 400, json: { error } });
  });

  it.each([
    [{ text: ' ', target: 'fr' }, 'Send the text to translate in "text".'],
    [{ text: 'hi', target: 'French' }, 'Send "target" as a language tag, like "fr" or "pt-BR".'],
  ])('answers the translation %j with a 400 sentence', async (body, error) => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-bad-translate`));
    expect(await post(server, '/api/translate', bearer, body)).toMatchObject({ status: 400, json: { error } });
  });

  it('needs a session', async () => {
    expect((await api(server, '/api/chat', { body: ask('hi'), origin: null })).status).toBe(401);
  });

  it('keeps no prompt and no answer: neither appears in the log output or in any table of the database', async () => {
    const bearer = bearerOf(await signInDirectly(server, `${engine}-private`));
    await sql`update accounts set plan = 'pro' where email = ${`${engine}-private@example.com`}`.execute(
      server.storage.db,
    );
    const secret = `confidential-${Math.random().toString(36).slice(2)}`;
    logged.length = 0;
    await post(server, '/api/chat', bearer, {
      messages: [
        {
          role: 'user',
          content: `Tell me about ${secret}`,
          context: { source: 'selection', title: secret, url: `https://${secret}.example`, text: secret },
        },
      ],
    });
    await post(server, '/api/translate', bearer, { text: secret, target: 'de' });
    standIn.next({ kind: 'error-mid-stream' }, { kind: 'unauthorized' }, { kind: 'rate-limited', retryAfter: '1' });
    for (let i = 0; i < 3; i++) await post(server, '/api/chat', bearer, ask(secret));
    expect(standIn.taken.filter((t) => JSON.stringify(t.messages).includes(secret))).toHaveLength(5);
    expect(logged.join('\n')).not.toContain(secret);
    const { rows: tables } = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
      server.storage.db,
    );
    expect(tables.map((t) => t.name)).toContain('chat_days');
    for (const { name } of tables) {
      const { rows } = await sql`select * from ${sql.table(name)}`.execute(server.storage.db);
      expect(JSON.stringify(rows), name).not.toContain(secret);
    }
  });

  it('exports the plan and the messages counted, and deletes them with the account', async () => {
    const cookie = await signInDirectly(server, `${engine}-export`);
    const bearer = bearerOf(cookie);
    await post(server, '/api/chat', bearer, ask('hi'));
    const today = new Date().toISOString().slice(0, 10);
    expect((await api(server, '/api/me/export', { cookie })).body.chat).toEqual({
      plan: 'basic',
      messagesByDay: { [today]: 1 },
    });
    expect((await api(server, '/api/me', { method: 'DELETE', bearer, origin: null })).status).toBe(200);
    const { rows } = await sql`select * from chat_days where account_id not in (select id from accounts)`.execute(
      server.storage.db,
    );
    expect(rows).toEqual([]);
  });
});

describe('AI chat without a provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each([
    ['POST', '/api/chat', ask('hi')],
    ['POST', '/api/translate', { text: 'hi', target: 'fr' }],
    ['GET', '/api/chat/usage', undefined],
  ])('%s %s says so in one sentence (503)', async (method, path, body) => {
    const bearer = bearerOf(await signInDirectly(server, `none-${path}`));
    expect(await api(server, path, { method, body, bearer, origin: null })).toMatchObject({
      status: 503,
      body: { error: CHAT_UNAVAILABLE },
    });
  });
});
