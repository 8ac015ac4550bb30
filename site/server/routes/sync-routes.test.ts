import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../auth/session-token';
import { MAX_JSON_DEPTH } from '../http/json-body';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const CONFLICT = 'This note changed on another device; merge it with the current version and save again.';
const note = (site: string) => `/api/sync/notes/${encodeURIComponent(site)}`;
const NUL_TEXT = 'Text in the request body must not contain the NUL character (U+0000).';
const NUL_NAME = 'Names in the request body must not contain the NUL character (U+0000).';
const LONE_TEXT = 'Text in the request body must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).';
const LONE_NAME = 'Names in the request body must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).';
const TOO_DEEP = `The request body must nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`;
/** A settings body whose objects nest `depth` levels deep, the body itself counting as the first (as raw JSON: JSON.stringify overflows the stack on deep values). */
const nestedSettings = (depth: number, open = '{"a":', close = '}') => `{"settings":${open.repeat(depth - 2)}{}${close.repeat(depth - 2)}}`;

describe.each(ENGINES)('sync on %s', (engine) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    alice = await signInDirectly(server, 'alice');
    bob = await signInDirectly(server, 'bob');
  });
  afterAll(() => server.close());

  describe('notes', () => {
    it('creates, reads, updates and lists a note with increasing versions', async () => {
      const created = await api(server, note('example.com'), { method: 'PUT', cookie: alice, body: { content: 'first', baseVersion: 0 } });
      expect(created).toMatchObject({ status: 200, body: { note: { site: 'example.com', content: 'first', version: 1 } } });
      const updated = await api(server, note('example.com'), { method: 'PUT', cookie: alice, body: { content: 'second', baseVersion: 1 } });
      expect(updated.body.note).toMatchObject({ content: 'second', version: 2 });
      expect((await api(server, note('example.com'), { cookie: alice })).body.note).toMatchObject({ content: 'second', version: 2 });
      const list = await api(server, '/api/sync/notes', { cookie: alice });
      expect(list.body.notes.map((n: { site: string }) => n.site)).toContain('example.com');
    });

    it.each([
      ['a stale version', 1, { content: 'v2', version: 2 }],
      ['a create over an existing note', 0, { content: 'v2', version: 2 }],
    ])('refuses %s with 409 and the current note', async (_, baseVersion, current) => {
      const site = `stale-${baseVersion}.example`;
      await api(server, note(site), { method: 'PUT', cookie: alice, body: { content: 'v1', baseVersion: 0 } });
      await api(server, note(site), { method: 'PUT', cookie: alice, body: { content: 'v2', baseVersion: 1 } });
      const stale = await api(server, note(site), { method: 'PUT', cookie: alice, body: { content: 'lost?', baseVersion } });
      expect(stale).toMatchObject({ status: 409, body: { error: CONFLICT, current } });
    });

    it('refuses an update of a note that does not exist, with current null', async () => {
      const response = await api(server, note('never.example'), { method: 'PUT', cookie: alice, body: { content: 'x', baseVersion: 3 } });
      expect(response).toMatchObject({ status: 409, body: { current: null } });
    });

    it('lets exactly one of 20 concurrent writers with the same base version win', async () => {
      await api(server, note('race.example'), { method: 'PUT', cookie: alice, body: { content: 'base', baseVersion: 0 } });
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api(server, note('race.example'), { method: 'PUT', cookie: alice, body: { content: `w${i}`, baseVersion: 1 } })),
      );
      expect(writes.filter((w) => w.status === 200)).toHaveLength(1);
      expect(writes.filter((w) => w.status === 409)).toHaveLength(19);
    });

    it.each([
      ['unicode', 'bücher.de/über', 'Notizen ✓ 日本語 🎉'],
      ['SQL', "x'); drop table notes; --", "'; delete from notes; --"],
      ['script', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
    ])('stores %s sites and content as plain text', async (_, site, content) => {
      await api(server, note(site), { method: 'PUT', cookie: alice, body: { content, baseVersion: 0 } });
      expect((await api(server, note(site), { cookie: alice })).body.note).toMatchObject({ site, content });
    });

    it('accepts a 900 KB note and refuses one over 1 MB', async () => {
      const big = await api(server, note('big.example'), { method: 'PUT', cookie: alice, body: { content: 'x'.repeat(900_000), baseVersion: 0 } });
      expect(big.status).toBe(200);
      const huge = await api(server, note('huge.example'), { method: 'PUT', cookie: alice, body: { content: 'x'.repeat(1_100_000), baseVersion: 0 } });
      expect(huge).toMatchObject({ status: 413, body: { error: 'The request body is too large; it must be at most 1 MB.' } });
    });

    it.each([
      ['missing content', { baseVersion: 0 }, 'Send the note as text in the "content" field.'],
      ['content as a number', { content: 1, baseVersion: 0 }, 'Send the note as text in the "content" field.'],
      ['missing baseVersion', { content: 'x' }, 'Send "baseVersion" as a number: the version you last read, or 0 for a new note.'],
      ['a fractional baseVersion', { content: 'x', baseVersion: 1.5 }, '"baseVersion" must be a whole number.'],
      ['a negative baseVersion', { content: 'x', baseVersion: -1 }, '"baseVersion" must be 0 or more.'],
    ])('refuses %s with 400', async (_, body, error) => {
      expect(await api(server, note('bad.example'), { method: 'PUT', cookie: alice, body })).toMatchObject({ status: 400, body: { error } });
    });

    it.each([
      ['a NUL character', { content: 'before\u0000after', baseVersion: 0 }, NUL_TEXT],
      ['an unpaired surrogate', { content: 'half an emoji: \ud83d', baseVersion: 0 }, LONE_TEXT],
    ])('refuses note content with %s with 400 and stores nothing', async (_, body, error) => {
      expect(await api(server, note('unstorable.example'), { method: 'PUT', cookie: alice, body })).toMatchObject({ status: 400, body: { error } });
      expect((await api(server, note('unstorable.example'), { cookie: alice })).status).toBe(404);
    });

    it.each([
      ['PUT', { content: 'x', baseVersion: 0 }],
      ['GET', undefined],
    ])('refuses a site with a NUL character on %s with 400', async (method, body) => {
      const response = await api(server, note('nul\u0000.example'), { method, cookie: alice, body });
      expect(response).toMatchObject({ status: 400, body: { error: 'The site must not contain the NUL character (U+0000).' } });
    });

    it('answers 404 for a site without a note', async () => {
      expect((await api(server, note('nothing.example'), { cookie: alice })).status).toBe(404);
    });
  });

  describe('settings', () => {
    it('starts empty, then returns exactly what was stored', async () => {
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body).toEqual({ settings: {}, updatedAt: null });
      const settings = { tracking: false, theme: 'dark', limits: { 'youtube.com': 7200 }, list: [1, 'two'] };
      const put = await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, body: { settings } });
      expect(put.body.settings).toEqual(settings);
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body.settings).toEqual(settings);
    });

    it.each([
      ['an array', { settings: [1] }],
      ['text', { settings: 'dark' }],
      ['nothing', {}],
    ])('refuses settings given as %s', async (_, body) => {
      const response = await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, body });
      expect(response).toMatchObject({ status: 400, body: { error: 'Send the preferences as a JSON object in the "settings" field.' } });
    });

    it.each([
      ['a NUL in a value', { settings: { theme: 'dark\u0000' } }, NUL_TEXT],
      ['a NUL in a name', { settings: { 'the\u0000me': 'dark' } }, NUL_NAME],
      ['an unpaired surrogate deep in a value', { settings: { blocks: [{ site: 'a\udc00.example' }] } }, LONE_TEXT],
      ['an unpaired surrogate in a name', { settings: { limits: { '\ud800': 60 } } }, LONE_NAME],
    ])('refuses settings with %s with 400 and keeps what was stored', async (_, body, error) => {
      const before = (await api(server, '/api/sync/settings', { cookie: bob })).body;
      expect(await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, body })).toMatchObject({ status: 400, body: { error } });
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body).toEqual(before);
    });

    it.each([
      ['objects one level too deep', nestedSettings(MAX_JSON_DEPTH + 1)],
      ['objects 5,000 levels deep', nestedSettings(5000)],
      ['arrays 5,000 levels deep', nestedSettings(5000, '[', ']')],
    ])('refuses settings nesting %s with 400', async (_, rawBody) => {
      const response = await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, rawBody });
      expect(response).toMatchObject({ status: 400, body: { error: TOO_DEEP } });
    });

    it(`stores settings nesting ${MAX_JSON_DEPTH} levels deep`, async () => {
      const rawBody = nestedSettings(MAX_JSON_DEPTH);
      const put = await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, rawBody });
      expect(put.status).toBe(200);
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body.settings).toEqual(JSON.parse(rawBody).settings);
    });

    it('refuses settings over 64 KB', async () => {
      const response = await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, body: { settings: { pad: 'x'.repeat(70_000) } } });
      expect(response.status).toBe(413);
    });
  });

  describe('command counts', () => {
    it('adds batched increments and ignores a retried batch', async () => {
      const post = (increments: Record<string, number>, batchId?: string) =>
        api(server, '/api/sync/commands', { cookie: bob, body: { increments, batchId } });
      expect((await post({ '/note': 2, '/timer': 1 }, 'batch-0001')).body).toEqual({ ok: true, applied: true });
      expect((await post({ '/note': 3 })).body).toEqual({ ok: true, applied: true });
      expect((await post({ '/note': 2, '/timer': 1 }, 'batch-0001')).body).toEqual({ ok: true, applied: false });
      expect((await api(server, '/api/sync/commands', { cookie: bob })).body).toEqual({ counts: { '/note': 5, '/timer': 1 } });
    });

    it('counts every one of 50 concurrent batches', async () => {
      await Promise.all(Array.from({ length: 50 }, () => api(server, '/api/sync/commands', { cookie: alice, body: { increments: { '/group': 1, '/yt': 2 } } })));
      expect((await api(server, '/api/sync/commands', { cookie: alice })).body.counts).toMatchObject({ '/group': 50, '/yt': 100 });
    });

    it.each([
      ['a zero count', { increments: { '/note': 0 } }, 'Each command count must be at least 1.'],
      ['a fractional count', { increments: { '/note': 1.5 } }, 'Each command count must be a whole number.'],
      ['a text count', { increments: { '/note': '1' } }, 'Each command count must be a number.'],
      ['a huge count', { increments: { '/note': 1e9 } }, 'Each command count must be at most 10000.'],
      ['a bad command name', { increments: { 'drop table;': 1 } }, 'Each command name must be 1 to 64 letters, digits, - or _, optionally starting with /.'],
      ['too many commands', { increments: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`/c${i}`, 1])) }, 'Send at most 200 commands per batch.'],
      ['no increments', {}, 'Send the counts as an object in the "increments" field, like {"increments": {"/note": 2}}.'],
      ['a short batch id', { increments: { '/note': 1 }, batchId: 'x' }, '"batchId" must be 8 to 100 letters, digits, - or _.'],
    ])('refuses %s with 400', async (_, body, error) => {
      expect(await api(server, '/api/sync/commands', { cookie: bob, body })).toMatchObject({ status: 400, body: { error } });
    });
  });

  describe('isolation between accounts', () => {
    it("never shows or changes another account's note", async () => {
      await api(server, note('private.example'), { method: 'PUT', cookie: alice, body: { content: 'alice secret', baseVersion: 0 } });
      expect((await api(server, note('private.example'), { cookie: bob })).status).toBe(404);
      expect(JSON.stringify((await api(server, '/api/sync/notes', { cookie: bob })).body)).not.toContain('alice secret');
      // Bob writing the same site creates his own note; Alice's stays as it was.
      const bobs = await api(server, note('private.example'), { method: 'PUT', cookie: bob, body: { content: 'bob', baseVersion: 0 } });
      expect(bobs.body.note).toMatchObject({ content: 'bob', version: 1 });
      expect((await api(server, note('private.example'), { cookie: alice })).body.note.content).toBe('alice secret');
    });

    it("never shows another account's settings or counts", async () => {
      await api(server, '/api/sync/settings', { method: 'PUT', cookie: alice, body: { settings: { owner: 'alice' } } });
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body.settings.owner).toBeUndefined();
      expect((await api(server, '/api/sync/commands', { cookie: bob })).body.counts['/group']).toBeUndefined();
    });
  });

  describe('access', () => {
    it.each([
      ['GET', '/api/sync/notes', undefined],
      ['GET', note('a.example'), undefined],
      ['PUT', note('a.example'), { content: 'x', baseVersion: 0 }],
      ['GET', '/api/sync/settings', undefined],
      ['PUT', '/api/sync/settings', { settings: { theme: 'dark' } }],
      ['GET', '/api/sync/commands', undefined],
      ['POST', '/api/sync/commands', { increments: { '/note': 1 } }],
    ])('%s %s needs a session', async (method, path, body) => {
      expect(await api(server, path, { method, body })).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
      // Writes check the session in the write's own statement: a forged or signed-out cookie writes nothing.
      expect(await api(server, path, { method, body, cookie: 'intently_session=forged' })).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
    });

    it('refuses writes from an expired session and stores nothing', async () => {
      const account = await server.storage.accounts.upsert({ subject: 'lapsed', email: 'lapsed@example.com', name: '', picture: '', refreshToken: null });
      const session = newSessionToken();
      await server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() - 1000));
      const cookie = `intently_session=${session.token}`;
      expect((await api(server, note('lapsed.example'), { method: 'PUT', cookie, body: { content: 'x', baseVersion: 0 } })).status).toBe(401);
      expect((await api(server, '/api/sync/settings', { method: 'PUT', cookie, body: { settings: { a: 1 } } })).status).toBe(401);
      expect((await api(server, '/api/sync/commands', { method: 'POST', cookie, body: { increments: { '/note': 1 }, batchId: 'lapsed-batch' } })).status).toBe(401);
      expect(await server.storage.exportAccount(account.id)).toMatchObject({ notes: [], preferences: { settings: {} }, commandCounts: {} });
    });

    it.each([
      ['no Origin', null],
      ['another site', 'https://evil.example'],
    ])('refuses a cookie-authenticated write with %s', async (_, origin) => {
      const response = await api(server, '/api/sync/settings', { method: 'PUT', cookie: alice, origin, body: { settings: { hijacked: true } } });
      expect(response.status).toBe(403);
      expect((await api(server, '/api/sync/settings', { cookie: alice })).body.settings.hijacked).toBeUndefined();
    });
  });
});
