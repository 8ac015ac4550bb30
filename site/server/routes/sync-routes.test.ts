import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionToken } from '../auth/session-token';
import { MAX_JSON_DEPTH } from '../http/json-body';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { api, ENGINES, signInDirectly, startTestServer, type TestServer } from '../test/test-server';

const CONFLICT = 'This note changed on another device; merge it with the current version and save again.';
const note = (site: string) => `/api/sync/notes/${encodeURIComponent(site)}`;
const NUL_TEXT = 'Text in the request body must not contain the NUL character (U+0000).';
const NUL_NAME = 'Names in the request body must not contain the NUL character (U+0000).';
const LONE_TEXT =
  'Text in the request body must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).';
const LONE_NAME =
  'Names in the request body must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).';
const TOO_DEEP = `The request body must nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep.`;
/** A settings body whose objects nest `depth` levels deep, the body itself counting as the first (as raw JSON: JSON.stringify overflows the stack on deep values). */
const nestedSettings = (depth: number, open = '{"a":', close = '}') =>
  `{"settings":{"k":{"at":1,"value":${open.repeat(depth - 4)}{}${close.repeat(depth - 4)}}}}`;

/**
 * Sends a write's headers announcing `declared` bytes of body, then only its first kilobyte, and resolves with
 * the server's answer: it comes only if the server answered without waiting for (reading) the body.
 */
function answerBeforeBody(url: string, method: string, headers: Record<string, string>, declared: number) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(declared) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.write(`{"content":"${'x'.repeat(1024)}`);
  });
}

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
      const created = await api(server, note('example.com'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'first', baseVersion: 0 },
      });
      expect(created).toMatchObject({
        status: 200,
        body: { note: { site: 'example.com', content: 'first', version: 1 } },
      });
      const updated = await api(server, note('example.com'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'second', baseVersion: 1 },
      });
      expect(updated.body.note).toMatchObject({ content: 'second', version: 2 });
      expect((await api(server, note('example.com'), { cookie: alice })).body.note).toMatchObject({
        content: 'second',
        version: 2,
      });
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
      const stale = await api(server, note(site), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'lost?', baseVersion },
      });
      expect(stale).toMatchObject({ status: 409, body: { error: CONFLICT, current } });
    });

    it('refuses an update of a note that does not exist, with current null', async () => {
      const response = await api(server, note('never.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'x', baseVersion: 3 },
      });
      expect(response).toMatchObject({ status: 409, body: { current: null } });
    });

    it('lets exactly one of 20 concurrent writers with the same base version win', async () => {
      await api(server, note('race.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'base', baseVersion: 0 },
      });
      const writes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          api(server, note('race.example'), {
            method: 'PUT',
            cookie: alice,
            body: { content: `w${i}`, baseVersion: 1 },
          }),
        ),
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
      const big = await api(server, note('big.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'x'.repeat(900_000), baseVersion: 0 },
      });
      expect(big.status).toBe(200);
      const huge = await api(server, note('huge.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'x'.repeat(1_100_000), baseVersion: 0 },
      });
      expect(huge).toMatchObject({
        status: 413,
        body: { error: 'The request body is too large; it must be at most 1 MB.' },
      });
    });

    it.each([
      ['missing content', { baseVersion: 0 }, 'Send the note as text in the "content" field.'],
      ['content as a number', { content: 1, baseVersion: 0 }, 'Send the note as text in the "content" field.'],
      [
        'missing baseVersion',
        { content: 'x' },
        'Send "baseVersion" as a number: the version you last read, or 0 for a new note.',
      ],
      ['a fractional baseVersion', { content: 'x', baseVersion: 1.5 }, '"baseVersion" must be a whole number.'],
      ['a negative baseVersion', { content: 'x', baseVersion: -1 }, '"baseVersion" must be 0 or more.'],
    ])('refuses %s with 400', async (_, body, error) => {
      expect(await api(server, note('bad.example'), { method: 'PUT', cookie: alice, body })).toMatchObject({
        status: 400,
        body: { error },
      });
    });

    it.each([
      ['a NUL character', { content: 'before\u0000after', baseVersion: 0 }, NUL_TEXT],
      ['an unpaired surrogate', { content: 'half an emoji: \ud83d', baseVersion: 0 }, LONE_TEXT],
    ])('refuses note content with %s with 400 and stores nothing', async (_, body, error) => {
      expect(await api(server, note('unstorable.example'), { method: 'PUT', cookie: alice, body })).toMatchObject({
        status: 400,
        body: { error },
      });
      expect((await api(server, note('unstorable.example'), { cookie: alice })).status).toBe(404);
    });

    it.each([
      ['PUT', { content: 'x', baseVersion: 0 }],
      ['GET', undefined],
    ])('refuses a site with a NUL character on %s with 400', async (method, body) => {
      const response = await api(server, note('nul\u0000.example'), { method, cookie: alice, body });
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'The site must not contain the NUL character (U+0000).' },
      });
    });

    it('answers 404 for a site without a note', async () => {
      expect((await api(server, note('nothing.example'), { cookie: alice })).status).toBe(404);
    });
  });

  describe('notes in a batch (the extension sends its notes this way)', () => {
    const batch = (cookie: string, notes: unknown[]) =>
      api(server, '/api/sync/notes', { method: 'POST', cookie, body: { notes } });

    it("writes each note as PUT does and answers each one's result in order: saved, another device's, refused", async () => {
      await api(server, note('taken.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'theirs', baseVersion: 0 },
      });
      const answer = await batch(alice, [
        { site: 'batch-1.example', content: 'one', baseVersion: 0 },
        { site: 'taken.example', content: 'mine', baseVersion: 0 },
        { site: 'x'.repeat(2049), content: 'a site too long', baseVersion: 0 },
        { site: 'batch-2.example', content: 'two ✓ 日本語', baseVersion: 0 },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.results).toEqual([
        { site: 'batch-1.example', note: expect.objectContaining({ content: 'one', version: 1 }) },
        { site: 'taken.example', current: expect.objectContaining({ content: 'theirs', version: 1 }) },
        { site: 'x'.repeat(2049), error: 'The site must be 1 to 2048 characters.' },
        { site: 'batch-2.example', note: expect.objectContaining({ content: 'two ✓ 日本語', version: 1 }) },
      ]);
      expect((await api(server, note('taken.example'), { cookie: alice })).body.note.content).toBe('theirs');
      const updated = await batch(alice, [{ site: 'batch-1.example', content: 'one, edited', baseVersion: 1 }]);
      expect(updated.body.results[0].note).toMatchObject({ content: 'one, edited', version: 2 });
      expect((await api(server, note('batch-1.example'), { cookie: bob })).status).toBe(404);
    });

    it('takes 100 notes in one request and refuses 101 with 400, storing none of them', async () => {
      const notes = (n: number, prefix: string) =>
        Array.from({ length: n }, (_, i) => ({ site: `${prefix}-${i}.example`, content: `note ${i}`, baseVersion: 0 }));
      const hundred = await batch(bob, notes(100, 'hundred'));
      expect(hundred.body.results).toHaveLength(100);
      expect(hundred.body.results.every((r: object) => 'note' in r)).toBe(true);
      expect(await batch(bob, notes(101, 'too-many'))).toMatchObject({
        status: 400,
        body: { error: 'Send at most 100 notes per batch.' },
      });
      expect((await api(server, note('too-many-0.example'), { cookie: bob })).status).toBe(404);
    });

    it.each([
      [
        'no notes field',
        { note: [] },
        'Send the notes as a list in the "notes" field, like {"notes": [{"site": "example.com", "content": "the text", "baseVersion": 0}]}.',
      ],
      [
        'an empty list',
        { notes: [] },
        'Send at least one note in the "notes" field, like {"notes": [{"site": "example.com", "content": "the text", "baseVersion": 0}]}.',
      ],
      [
        'a note without a site',
        { notes: [{ content: 'x', baseVersion: 0 }] },
        'Send each note\'s site as text in its "site" field, like {"notes": [{"site": "example.com", "content": "the text", "baseVersion": 0}]}.',
      ],
      [
        'a note without content',
        { notes: [{ site: 'a.example', baseVersion: 0 }] },
        'Send the note as text in the "content" field.',
      ],
      [
        'a negative baseVersion',
        { notes: [{ site: 'a.example', content: 'x', baseVersion: -1 }] },
        '"baseVersion" must be 0 or more.',
      ],
      [
        'a NUL character in one note',
        {
          notes: [
            { site: 'a.example', content: 'x', baseVersion: 0 },
            { site: 'b.example', content: 'nul\u0000', baseVersion: 0 },
          ],
        },
        NUL_TEXT,
      ],
    ])('refuses a batch with %s with 400 and stores nothing', async (_, body, error) => {
      expect(await api(server, '/api/sync/notes', { method: 'POST', cookie: alice, body })).toMatchObject({
        status: 400,
        body: { error },
      });
      expect((await api(server, note('a.example'), { cookie: alice })).status).toBe(404);
    });

    it('refuses a batch over 1 MB with 413 and stores nothing', async () => {
      const notes = [0, 1].map((i) => ({ site: `half-${i}.example`, content: 'x'.repeat(600_000), baseVersion: 0 }));
      expect(await batch(alice, notes)).toMatchObject({
        status: 413,
        body: { error: 'The request body is too large; it must be at most 1 MB.' },
      });
      expect((await api(server, note('half-0.example'), { cookie: alice })).status).toBe(404);
    });

    it('needs a session', async () => {
      const notes = [{ site: 'a.example', content: 'x', baseVersion: 0 }];
      expect(await api(server, '/api/sync/notes', { method: 'POST', body: { notes } })).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
      expect(
        await api(server, '/api/sync/notes', { method: 'POST', bearer: 'forged', origin: null, body: { notes } }),
      ).toMatchObject({ status: 401, body: { error: SIGN_IN_REQUIRED } });
    });
  });

  describe('settings (the later write wins per key)', () => {
    const put = (cookie: string, settings: unknown) =>
      api(server, '/api/sync/settings', { method: 'PUT', cookie, body: { settings } });
    const SHAPE =
      'Each setting must be {"value": <any JSON, null for a removed setting>, "at": <when it was written, in milliseconds since 1970>}.';
    const WHOLE_MS = '"at" must be a whole number of milliseconds since 1970.';
    const NOT_AN_OBJECT =
      'Send the settings as a JSON object in the "settings" field, like {"settings": {"theme": {"value": "dark", "at": 1767225600000}}}.';

    it('starts empty, then answers each key with exactly the value and time stored', async () => {
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body).toEqual({ settings: {} });
      const settings = {
        'tracking.readingStats': { value: false, at: 10 },
        'bar."quoted" \\ ü🎉': { value: 'it\'s "dark" \\ 日本語', at: 11 },
        'limit:youtube.com': { value: 120, at: 12 },
        customCommands: {
          value: [{ name: 'w', url: 'https://en.wikipedia.org/wiki/{query}' }, 2.5, null],
          at: 1_767_225_600_000,
        },
      };
      expect((await put(bob, settings)).body).toEqual({ settings });
      expect((await api(server, '/api/sync/settings', { cookie: bob })).body).toEqual({ settings });
    });

    it('keeps per key the write with the later time (a tie keeps the stored one) and answers the merge', async () => {
      const carol = await signInDirectly(server, 'carol');
      await put(carol, { a: { value: 'a1', at: 100 }, b: { value: 'b1', at: 100 }, c: { value: 'c1', at: 100 } });
      const merged = await put(carol, {
        a: { value: 'a2', at: 200 },
        b: { value: 'stale', at: 50 },
        c: { value: 'tie', at: 100 },
        d: { value: 'd1', at: 1 },
      });
      const expected = {
        a: { value: 'a2', at: 200 },
        b: { value: 'b1', at: 100 },
        c: { value: 'c1', at: 100 },
        d: { value: 'd1', at: 1 },
      };
      expect(merged).toMatchObject({ status: 200, body: { settings: expected } });
      expect((await api(server, '/api/sync/settings', { cookie: carol })).body.settings).toEqual(expected);
    });

    it('keeps a removed setting (null) so every device learns of it, and an earlier write cannot bring it back', async () => {
      const dana = await signInDirectly(server, 'dana');
      await put(dana, { 'limit:news.example': { value: 30, at: 10 } });
      expect((await put(dana, { 'limit:news.example': { value: null, at: 20 } })).body.settings).toEqual({
        'limit:news.example': { value: null, at: 20 },
      });
      expect((await put(dana, { 'limit:news.example': { value: 45, at: 15 } })).body.settings).toEqual({
        'limit:news.example': { value: null, at: 20 },
      });
      expect((await put(dana, { 'limit:news.example': { value: 60, at: 21 } })).body.settings).toEqual({
        'limit:news.example': { value: 60, at: 21 },
      });
    });

    it.each([
      ['an array', [1], NOT_AN_OBJECT],
      ['text', 'dark', NOT_AN_OBJECT],
      ['nothing', undefined, NOT_AN_OBJECT],
      ['a bare value', { theme: 'dark' }, SHAPE],
      ['an entry without a value', { theme: { at: 1 } }, SHAPE],
      ['an entry without a time', { theme: { value: 'dark' } }, SHAPE],
      ['a time as text', { theme: { value: 'dark', at: '1' } }, SHAPE],
      ['a fractional time', { theme: { value: 'dark', at: 1.5 } }, WHOLE_MS],
      ['a negative time', { theme: { value: 'dark', at: -1 } }, WHOLE_MS],
      [
        'a time two days ahead',
        { theme: { value: 'dark', at: Date.now() + 2 * 86_400_000 } },
        '"at" is more than a day ahead of the server\'s clock; check the date and time of this device.',
      ],
      ['an empty name', { '': { value: 1, at: 1 } }, 'Each setting name must be 1 to 200 characters.'],
      [
        'a name of 201 characters',
        { ['k'.repeat(201)]: { value: 1, at: 1 } },
        'Each setting name must be 1 to 200 characters.',
      ],
      [
        'a value over 64 KB',
        { big: { value: 'x'.repeat(65_536), at: 1 } },
        "Each setting's value must be at most 64 KB as JSON.",
      ],
      [
        '1,001 settings at once',
        Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, { value: i, at: 1 }])),
        'Send at most 1000 settings at once.',
      ],
    ])('refuses %s with 400 and stores nothing', async (_, settings, error) => {
      const erin = await signInDirectly(server, `refused-${Math.random()}`);
      expect(await put(erin, settings)).toMatchObject({ status: 400, body: { error } });
      expect((await api(server, '/api/sync/settings', { cookie: erin })).body).toEqual({ settings: {} });
    });

    it('keeps at most 1,000 settings per account, removed ones included, and still updates those it has', async () => {
      const many = await signInDirectly(server, 'many-settings');
      const keys = (from: number, count: number, value: unknown) =>
        Object.fromEntries(
          Array.from({ length: count }, (_, i) => [`limit:site${from + i}.example`, { value, at: 5 }]),
        );
      expect((await put(many, keys(0, 600, 30))).status).toBe(200);
      expect((await put(many, keys(600, 400, null))).status).toBe(200);
      const over = await put(many, keys(1000, 1, 30));
      expect(over).toMatchObject({
        status: 400,
        body: {
          error: 'An account keeps at most 1000 settings (removed ones included), and this write would make it 1001.',
        },
      });
      const update = await put(many, { 'limit:site0.example': { value: 45, at: 6 } });
      expect(Object.keys(update.body.settings)).toHaveLength(1000);
      expect(update.body.settings['limit:site0.example']).toEqual({ value: 45, at: 6 });
    });

    it('accepts a write of 900 KB and refuses one over 1 MB', async () => {
      const big = await signInDirectly(server, 'big-settings');
      const chunk = 'x'.repeat(60_000);
      expect(
        (await put(big, Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`k${i}`, { value: chunk, at: 1 }]))))
          .status,
      ).toBe(200);
      const huge = await put(
        big,
        Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`k${i}`, { value: chunk, at: 2 }])),
      );
      expect(huge).toMatchObject({
        status: 413,
        body: { error: 'The request body is too large; it must be at most 1 MB.' },
      });
    });

    it.each([
      ['a NUL in a value', { settings: { theme: { value: 'dark\u0000', at: 1 } } }, NUL_TEXT],
      ['a NUL in a name', { settings: { 'the\u0000me': { value: 'dark', at: 1 } } }, NUL_NAME],
      [
        'an unpaired surrogate deep in a value',
        { settings: { blocks: { value: [{ site: 'a\udc00.example' }], at: 1 } } },
        LONE_TEXT,
      ],
      ['an unpaired surrogate in a name', { settings: { limits: { value: { '\ud800': 60 }, at: 1 } } }, LONE_NAME],
    ])('refuses settings with %s with 400 and keeps what was stored', async (_, body, error) => {
      const before = (await api(server, '/api/sync/settings', { cookie: bob })).body;
      expect(await api(server, '/api/sync/settings', { method: 'PUT', cookie: bob, body })).toMatchObject({
        status: 400,
        body: { error },
      });
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
      const deep = await signInDirectly(server, 'deep-settings');
      const rawBody = nestedSettings(MAX_JSON_DEPTH);
      const stored = await api(server, '/api/sync/settings', { method: 'PUT', cookie: deep, rawBody });
      expect(stored.status).toBe(200);
      expect((await api(server, '/api/sync/settings', { cookie: deep })).body.settings).toEqual(
        JSON.parse(rawBody).settings,
      );
    });
  });

  describe('command counts', () => {
    it('adds batched increments and ignores a retried batch', async () => {
      const post = (increments: Record<string, number>, batchId?: string) =>
        api(server, '/api/sync/commands', { cookie: bob, body: { increments, batchId } });
      expect((await post({ '/note': 2, '/timer': 1 }, 'batch-0001')).body).toEqual({ ok: true, applied: true });
      expect((await post({ '/note': 3 })).body).toEqual({ ok: true, applied: true });
      expect((await post({ '/note': 2, '/timer': 1 }, 'batch-0001')).body).toEqual({ ok: true, applied: false });
      expect((await api(server, '/api/sync/commands', { cookie: bob })).body).toEqual({
        counts: { '/note': 5, '/timer': 1 },
      });
    });

    it('counts every one of 50 concurrent batches', async () => {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          api(server, '/api/sync/commands', { cookie: alice, body: { increments: { '/group': 1, '/yt': 2 } } }),
        ),
      );
      expect((await api(server, '/api/sync/commands', { cookie: alice })).body.counts).toMatchObject({
        '/group': 50,
        '/yt': 100,
      });
    });

    it.each([
      ['a zero count', { increments: { '/note': 0 } }, 'Each command count must be at least 1.'],
      ['a fractional count', { increments: { '/note': 1.5 } }, 'Each command count must be a whole number.'],
      ['a text count', { increments: { '/note': '1' } }, 'Each command count must be a number.'],
      ['a huge count', { increments: { '/note': 1e9 } }, 'Each command count must be at most 10000.'],
      [
        'a bad command name',
        { increments: { 'drop table;': 1 } },
        'Each command name must be 1 to 64 letters, digits, - or _, optionally starting with /.',
      ],
      [
        'too many commands',
        { increments: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`/c${i}`, 1])) },
        'Send at most 200 commands per batch.',
      ],
      [
        'no increments',
        {},
        'Send the counts as an object in the "increments" field, like {"increments": {"/note": 2}}.',
      ],
      [
        'a short batch id',
        { increments: { '/note': 1 }, batchId: 'x' },
        '"batchId" must be 8 to 100 letters, digits, - or _.',
      ],
    ])('refuses %s with 400', async (_, body, error) => {
      expect(await api(server, '/api/sync/commands', { cookie: bob, body })).toMatchObject({
        status: 400,
        body: { error },
      });
    });
  });

  describe('isolation between accounts', () => {
    it("never shows or changes another account's note", async () => {
      await api(server, note('private.example'), {
        method: 'PUT',
        cookie: alice,
        body: { content: 'alice secret', baseVersion: 0 },
      });
      expect((await api(server, note('private.example'), { cookie: bob })).status).toBe(404);
      expect(JSON.stringify((await api(server, '/api/sync/notes', { cookie: bob })).body)).not.toContain(
        'alice secret',
      );
      // Bob writing the same site creates his own note; Alice's stays as it was.
      const bobs = await api(server, note('private.example'), {
        method: 'PUT',
        cookie: bob,
        body: { content: 'bob', baseVersion: 0 },
      });
      expect(bobs.body.note).toMatchObject({ content: 'bob', version: 1 });
      expect((await api(server, note('private.example'), { cookie: alice })).body.note.content).toBe('alice secret');
    });

    it("never shows another account's settings or counts", async () => {
      await api(server, '/api/sync/settings', {
        method: 'PUT',
        cookie: alice,
        body: { settings: { owner: { value: 'alice', at: 1 } } },
      });
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
      ['PUT', '/api/sync/settings', { settings: { theme: { value: 'dark', at: 1 } } }],
      ['GET', '/api/sync/commands', undefined],
      ['POST', '/api/sync/commands', { increments: { '/note': 1 } }],
    ])('%s %s needs a session', async (method, path, body) => {
      expect(await api(server, path, { method, body })).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
      expect(await api(server, path, { method, body, cookie: 'intently_session=forged' })).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
      expect(await api(server, path, { method, body, bearer: 'forged', origin: null })).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
    });

    it('refuses writes from an expired session and stores nothing', async () => {
      const account = await server.storage.accounts.upsert({
        subject: 'lapsed',
        email: 'lapsed@example.com',
        name: '',
        picture: '',
        refreshToken: null,
      });
      const session = newSessionToken();
      await server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() - 1000));
      const cookie = `intently_session=${session.token}`;
      expect(
        (await api(server, note('lapsed.example'), { method: 'PUT', cookie, body: { content: 'x', baseVersion: 0 } }))
          .status,
      ).toBe(401);
      expect(
        (
          await api(server, '/api/sync/settings', {
            method: 'PUT',
            cookie,
            body: { settings: { a: { value: 1, at: 1 } } },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await api(server, '/api/sync/commands', {
            method: 'POST',
            cookie,
            body: { increments: { '/note': 1 }, batchId: 'lapsed-batch' },
          })
        ).status,
      ).toBe(401);
      expect(
        (
          await api(server, note('lapsed.example'), {
            method: 'PUT',
            bearer: session.token,
            origin: null,
            body: { content: 'x', baseVersion: 0 },
          })
        ).status,
      ).toBe(401);
      expect(await server.storage.exportAccount(account.id)).toMatchObject({
        notes: [],
        settings: {},
        commandCounts: {},
      });
    });

    it.each([
      ['no Origin', null],
      ['another site', 'https://evil.example'],
    ])('refuses a cookie-authenticated write with %s', async (_, origin) => {
      const response = await api(server, '/api/sync/settings', {
        method: 'PUT',
        cookie: alice,
        origin,
        body: { settings: { hijacked: { value: true, at: 1 } } },
      });
      expect(response.status).toBe(403);
      expect((await api(server, '/api/sync/settings', { cookie: alice })).body.settings.hijacked).toBeUndefined();
    });
  });

  describe("with the extension's bearer token", () => {
    it('reads and writes every sync route with no cookie and no Origin', async () => {
      const bearer = (await signInDirectly(server, 'extension-user')).split('=')[1]!;
      const as = { bearer, origin: null };
      expect(
        (
          await api(server, note('ext.example'), {
            ...as,
            method: 'PUT',
            body: { content: 'from the extension', baseVersion: 0 },
          })
        ).status,
      ).toBe(200);
      expect((await api(server, note('ext.example'), as)).body.note).toMatchObject({
        content: 'from the extension',
        version: 1,
      });
      expect((await api(server, '/api/sync/notes', as)).body.notes).toMatchObject([
        { site: 'ext.example', content: 'from the extension' },
      ]);
      const settings = { 'bar.position': { value: 'top', at: 3 } };
      expect((await api(server, '/api/sync/settings', { ...as, method: 'PUT', body: { settings } })).body).toEqual({
        settings,
      });
      expect((await api(server, '/api/sync/settings', as)).body).toEqual({ settings });
      expect(
        (
          await api(server, '/api/sync/commands', {
            ...as,
            body: { increments: { '/note': 2 }, batchId: 'ext-batch-1' },
          })
        ).body,
      ).toEqual({ ok: true, applied: true });
      expect((await api(server, '/api/sync/commands', as)).body).toEqual({ counts: { '/note': 2 } });
      expect((await api(server, '/api/me', as)).body).toEqual({
        email: 'extension-user@example.com',
        name: 'extension-user',
        picture: '',
      });
      expect((await api(server, '/api/me/export', as)).body).toMatchObject({ settings, commandCounts: { '/note': 2 } });
    });

    it('ends the session at logout, from no web Origin, and sets no cookie', async () => {
      const bearer = (await signInDirectly(server, 'extension-leaving')).split('=')[1]!;
      const logout = await api(server, '/api/logout', { method: 'POST', bearer, origin: null, body: {} });
      expect(logout).toMatchObject({ status: 200, body: { ok: true } });
      expect(logout.headers.getSetCookie()).toEqual([]);
      expect(await api(server, '/api/sync/settings', { bearer })).toMatchObject({
        status: 401,
        body: { error: SIGN_IN_REQUIRED },
      });
    });

    it.each([
      ['PUT', note('big.example'), 900_000],
      ['PUT', '/api/sync/settings', 900_000],
      ['POST', '/api/sync/commands', 60_000],
    ])(
      'answers a forged cookie and a forged bearer on %s %s with 401 before reading the body',
      async (method, path, declared) => {
        const url = server.url + path;
        const forged = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
        const expected = { status: 401, body: { error: SIGN_IN_REQUIRED } };
        expect(
          await answerBeforeBody(
            url,
            method,
            { cookie: `intently_session=${forged}`, origin: server.origin },
            declared,
          ),
        ).toEqual(expected);
        expect(await answerBeforeBody(url, method, { authorization: `Bearer ${forged}` }, declared)).toEqual(expected);
      },
    );
  });

  describe('notes since a time', () => {
    it('answers the notes changed after `since`, deleted ones (empty) included, and a serverTime 10 s behind the clock', async () => {
      const bearer = (await signInDirectly(server, 'puller')).split('=')[1]!;
      const as = { bearer, origin: null };
      for (const site of ['a.example', 'b.example', 'c.example'])
        await api(server, note(site), { ...as, method: 'PUT', body: { content: site, baseVersion: 0 } });
      const all = await api(server, '/api/sync/notes', as);
      expect(all.body.notes.map((n: { site: string }) => n.site)).toEqual(['a.example', 'b.example', 'c.example']);
      const lag = Date.now() - Date.parse(all.body.serverTime);
      expect(lag).toBeGreaterThanOrEqual(9_000);
      expect(lag).toBeLessThan(20_000);

      // An hour later: only what changed since the last pull comes back.
      const account = await server.storage.db
        .selectFrom('accounts')
        .select('id')
        .where('subject', '=', 'puller')
        .executeTakeFirstOrThrow();
      await server.storage.db
        .updateTable('notes')
        .set({ updated_at: new Date(Date.now() - 3_600_000).toISOString() })
        .where('account_id', '=', account.id)
        .execute();
      const since = new Date(Date.now() - 1_800_000).toISOString();
      expect((await api(server, `/api/sync/notes?since=${since}`, as)).body.notes).toEqual([]);
      await api(server, note('b.example'), { ...as, method: 'PUT', body: { content: 'b, edited', baseVersion: 1 } });
      await api(server, note('c.example'), { ...as, method: 'PUT', body: { content: '', baseVersion: 1 } });
      const changed = await api(server, `/api/sync/notes?since=${encodeURIComponent(since)}`, as);
      expect(changed.body.notes).toMatchObject([
        { site: 'b.example', content: 'b, edited', version: 2 },
        { site: 'c.example', content: '', version: 2 },
      ]);
    });

    it.each(['yesterday', '2026-13-45T00:00:00Z', '1700000000000'])(
      'refuses since=%s with a sentence',
      async (since) => {
        const response = await api(server, `/api/sync/notes?since=${since}`, { cookie: alice });
        expect(response).toMatchObject({
          status: 400,
          body: {
            error:
              '"since" must be a date and time in ISO 8601, like 2026-01-31T12:00:00.000Z: the serverTime of your last pull.',
          },
        });
      },
    );
  });
});
