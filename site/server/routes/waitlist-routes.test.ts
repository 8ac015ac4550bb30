import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL } from '../email-address';
import { api, ENGINES, startTestServer, type TestServer, waitOutMinuteEnd } from '../test/test-server';

const MISSING_EMAIL = 'Send the email address as text in the "email" field, like {"email": "name@example.com"}.';
const TOO_LONG = 'Please enter an email address of at most 254 characters.';
const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe.each(ENGINES)('POST /api/waitlist on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const rows = (email: string) =>
    server.storage.db.selectFrom('waitlist').selectAll().where('email', '=', email).execute();

  it('stores a new entry trimmed and lowercased, pending, from the beta landing page', async () => {
    const response = await api(server, '/api/waitlist', {
      body: { email: '  New.Person@Example.COM ', source: 'beta_landing_page' },
    });
    expect(response).toMatchObject({ status: 200, body: { ok: true, alreadyExists: false } });
    const [row] = await rows('new.person@example.com');
    expect(row).toMatchObject({ email: 'new.person@example.com', source: 'beta_landing_page', status: 'pending' });
    expect(Math.abs(row!.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['the same address', 'twice@example.com', 'twice@example.com'],
    ['mixed case', 'Mixed.Case@Example.com', 'mixed.case@EXAMPLE.COM'],
    ['unicode', 'ÜSER@BÜCHER.de', 'üser@bücher.de'],
    ['spaces around', 'spaces@example.com', '   spaces@example.com\t'],
  ])('treats %s as a duplicate: success with alreadyExists', async (_, first, second) => {
    expect((await api(server, '/api/waitlist', { body: { email: first } })).body).toEqual({
      ok: true,
      alreadyExists: false,
    });
    expect((await api(server, '/api/waitlist', { body: { email: second } })).body).toEqual({
      ok: true,
      alreadyExists: true,
    });
    expect(await rows(first.trim().toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['a 254-character address', emailOfLength(254)],
    ['an SQL payload', "x'); drop table waitlist; --@evil.com".replaceAll(' ', '')],
    ['a script payload', '<script>alert(1)</script>@evil.com'],
  ])('accepts %s as plain data', async (_, email) => {
    const response = await api(server, '/api/waitlist', { body: { email } });
    expect(response.body).toEqual({ ok: true, alreadyExists: false });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await rows(email.toLowerCase())).toHaveLength(1);
  });

  it.each([
    ['a missing email', { rawBody: '{}' }, 400, MISSING_EMAIL],
    ['a number', { body: { email: 42 } }, 400, MISSING_EMAIL],
    ['null', { body: { email: null } }, 400, MISSING_EMAIL],
    ['an empty email', { body: { email: '' } }, 400, INVALID_EMAIL],
    ['no dot after @', { body: { email: 'a@b' } }, 400, INVALID_EMAIL],
    ['no @', { body: { email: 'person.example.com' } }, 400, INVALID_EMAIL],
    ['a space inside', { body: { email: 'a b@example.com' } }, 400, INVALID_EMAIL],
    ['a 255-character email', { body: { email: emailOfLength(255) } }, 400, TOO_LONG],
    [
      'a non-text source',
      { body: { email: 'ok@example.com', source: 7 } },
      400,
      'The "source" field must be text when present.',
    ],
    [
      'a NUL character',
      { body: { email: 'nul2@example.com\u0000' } },
      400,
      'Text in the request body must not contain the NUL character (U+0000).',
    ],
    [
      'an unpaired surrogate',
      { rawBody: '{"email":"half\\ud83d@example.com"}' },
      400,
      'Text in the request body must be well-formed Unicode, without unpaired UTF-16 surrogates (U+D800 to U+DFFF).',
    ],
    ['an array body', { rawBody: '["a@b.co"]' }, 400, 'The request body must be a JSON object.'],
    ['bad JSON', { rawBody: '{"email": "a@b.co"' }, 400, 'The request body must be valid JSON.'],
    ['an empty body', { rawBody: '' }, 400, 'The request body must be valid JSON.'],
    [
      'a form post',
      { rawBody: 'email=a@b.co', contentType: 'application/x-www-form-urlencoded' },
      415,
      'Send the request body as JSON with the header Content-Type: application/json.',
    ],
    [
      'a 100 KB body',
      { body: { email: 'big@example.com', pad: 'x'.repeat(100_000) } },
      413,
      'The request body is too large; it must be at most 64 KB.',
    ],
  ])('refuses %s with %i and a sentence', async (_, init, status, error) => {
    const response = await api(server, '/api/waitlist', init);
    expect(response).toMatchObject({ status, body: { error } });
  });

  it('stores one row for 100 concurrent posts of one address and answers each with success', async () => {
    const email = 'race@example.com';
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => api(server, '/api/waitlist', { body: { email } })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(responses.filter((r) => r.body.alreadyExists === false)).toHaveLength(1);
    expect(responses.every((r) => r.body.ok === true)).toBe(true);
    expect(await rows(email)).toHaveLength(1);
  });
});

describe.each(ENGINES)('waitlist rate limit on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_WAITLIST_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once a client address sends more than the limit in a minute', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(await api(server, '/api/waitlist', { body: { email: `limit${i}@example.com` } }));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(statuses[3]!.body.error).toMatch(/^Too many requests; please try again in \d+ seconds\.$/);
    expect(Number(statuses[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe.each(ENGINES)('waitlist rate limit behind a trusted proxy on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { RATE_LIMIT_WAITLIST_PER_MINUTE: '10', TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const signUp = (i: number, forwardedFor: string) =>
    fetch(`${server.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: `proxied${i}@example.com` }),
    }).then((response) => response.status);

  it('counts the address the proxy added, so rotating the entries a client writes passes no more than the limit', async () => {
    await waitOutMinuteEnd();
    const statuses = [];
    // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw (the rightmost).
    for (let i = 0; i < 15; i++) statuses.push(await signUp(i, `198.51.100.${i}, 203.0.113.7`));
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
  });

  it('counts each client the proxy saw separately', async () => {
    await waitOutMinuteEnd();
    expect(await signUp(100, '203.0.113.8')).toBe(200);
  });
});
