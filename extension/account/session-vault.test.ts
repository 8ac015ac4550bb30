import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountDb } from '../storage/account-db';
import { openSession, sealSession } from './session-vault';

const TOKEN = 'k7Q2_session-token-0123456789abcdefghijklmnopq';
let db: AccountDb;
afterEach(() => db.delete());

describe('the session token at rest', () => {
  it('is stored sealed under a non-extractable key and opens again', async () => {
    db = new AccountDb('vault-test-1');
    await sealSession(db, TOKEN, '2099-01-01T00:00:00Z');
    const stored = await db.session.get('session');
    expect(stored!.key.extractable).toBe(false);
    expect(Buffer.from(stored!.sealedToken).toString('latin1')).not.toContain(TOKEN);
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    await expect(crypto.subtle.exportKey('raw', stored!.key)).rejects.toThrow();
    expect(await openSession(db, Date.now())).toBe(TOKEN);
  });

  it('is gone when expired, forgotten or never stored', async () => {
    db = new AccountDb('vault-test-2');
    expect(await openSession(db, Date.now())).toBeNull();
    await sealSession(db, TOKEN, '2020-01-01T00:00:00Z');
    expect(await openSession(db, Date.now())).toBeNull();
    await sealSession(db, TOKEN, '2099-01-01T00:00:00Z');
    await db.forget();
    expect(await openSession(db, Date.now())).toBeNull();
  });
});
