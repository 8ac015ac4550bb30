import { describe, expect, it } from 'vitest';
import { createTokenStore, EXPIRES_KEY, REFRESH_KEY, TOKEN_KEY } from './token-store';

/** The Storage interface over a Map, as localStorage behaves for one origin. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const NOW = 1_800_000_000_000;

/** Spotify's token endpoint answering `answers` in turn, recording each form posted. */
function tokenEndpoint(answers: Array<{ status: number; body: unknown }>) {
  const forms: Array<Record<string, string>> = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    expect(String(url)).toBe('https://accounts.test/api/token');
    forms.push(Object.fromEntries(new URLSearchParams(String(init?.body))));
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { forms, fetch: fetch as typeof globalThis.fetch };
}

function setup(answers: Array<{ status: number; body: unknown }> = []) {
  const storage = new MemoryStorage();
  const endpoint = tokenEndpoint(answers);
  const store = createTokenStore(
    storage,
    { accountsUrl: 'https://accounts.test', clientId: 'client', fetch: endpoint.fetch },
    () => NOW,
  );
  return { storage, store, forms: endpoint.forms };
}

describe('token store', () => {
  it('keeps the access token under spotify_token, the refresh token and expiry beside it', () => {
    const { storage, store } = setup();
    store.save({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: 3600 });
    expect(Object.fromEntries(storage.items)).toEqual({
      [TOKEN_KEY]: 'at',
      [REFRESH_KEY]: 'rt',
      [EXPIRES_KEY]: String(NOW + 3_600_000),
    });
    store.save({ accessToken: 'fragment' });
    expect(Object.fromEntries(storage.items)).toEqual({ [TOKEN_KEY]: 'fragment' });
    store.clear();
    expect(storage.items.size).toBe(0);
    expect(store.current()).toBeNull();
  });

  it.each([
    ['far from expiry', 3600, 'at', 0],
    ['with 61 s left', 61, 'at', 0],
    ['with 59 s left', 59, 'new', 1],
    ['expired', -10, 'new', 1],
  ])('gives the token %s, refreshing only within a minute of expiry', async (_, secondsLeft, expected, refreshes) => {
    const { store, storage, forms } = setup([
      {
        status: 200,
        body: { access_token: 'new', token_type: 'Bearer', expires_in: 3600, refresh_token: 'rt2', scope: 'streaming' },
      },
    ]);
    store.save({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: secondsLeft });
    expect(await store.fresh()).toBe(expected);
    expect(forms).toHaveLength(refreshes);
    if (refreshes) {
      expect(forms[0]).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt', client_id: 'client' });
      expect(storage.getItem(REFRESH_KEY)).toBe('rt2');
      expect(storage.getItem(EXPIRES_KEY)).toBe(String(NOW + 3_600_000));
    }
  });

  it('refreshes once for callers asking at the same time, and keeps the refresh token Spotify did not replace', async () => {
    const { store, storage, forms } = setup([
      { status: 200, body: { access_token: 'new', token_type: 'Bearer', expires_in: 3600 } },
    ]);
    store.save({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: 0 });
    expect(await Promise.all([store.fresh(), store.fresh()])).toEqual(['new', 'new']);
    expect(forms).toHaveLength(1);
    expect(storage.getItem(REFRESH_KEY)).toBe('rt');
  });

  it('signs out when Spotify refuses the refresh token', async () => {
    const { store } = setup([
      { status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token revoked' } },
    ]);
    store.save({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: 0 });
    expect(await store.fresh()).toBeNull();
    expect(store.current()).toBeNull();
  });

  it('keeps the old token while the accounts service cannot be reached', async () => {
    const { store } = setup([]);
    store.save({ accessToken: 'at', refreshToken: 'rt', expiresInSeconds: 0 });
    expect(await store.fresh()).toBe('at');
    expect(store.current()).toBe('at');
  });

  it('gives a fragment token as is (no refresh token, expiry unknown), and null when signed out', async () => {
    const { store, forms } = setup();
    expect(await store.fresh()).toBeNull();
    store.save({ accessToken: 'fragment' });
    expect(await store.fresh()).toBe('fragment');
    expect(forms).toHaveLength(0);
  });
});
