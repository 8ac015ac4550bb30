import { FirestoreServer } from '@firestore-emulator/server';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/postgres-cluster';
import { api, startTestServer, type TestServer } from '../test/test-server';
import { createFirestoreWaitlistStore, documentIdFor } from './firestore-waitlist-store';

const PROJECT = 'demo-intently';

describe('waitlist on Firestore (emulator)', () => {
  let emulator: FirestoreServer;
  let reader: App;
  let server: TestServer;
  const documentOf = async (email: string) =>
    (await getFirestore(reader).collection('waitlist').doc(documentIdFor(email)).get()).data();

  beforeAll(async () => {
    emulator = new FirestoreServer();
    const port = await freePort();
    await emulator.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    // The SDK would otherwise probe Google's cloud metadata server for credentials: traffic that must never leave the machine.
    process.env.METADATA_SERVER_DETECTION = 'none';
    reader = initializeApp({ projectId: PROJECT }, 'firestore-test-reader');
    server = await startTestServer('pglite', { WAITLIST_STORE: 'firestore', FIRESTORE_PROJECT_ID: PROJECT });
  });
  afterAll(async () => {
    await server.close();
    await deleteApp(reader);
    await emulator.stop();
  });

  it('creates a document keyed by the lowercased email with the SPEC fields', async () => {
    const store = createFirestoreWaitlistStore(PROJECT);
    try {
      expect(await store.add('first@example.com')).toEqual({ alreadyExists: false });
      const doc = await documentOf('first@example.com');
      expect(doc).toMatchObject({ email: 'first@example.com', source: 'beta_landing_page', status: 'pending' });
      expect(Math.abs(doc!.createdAt.toDate().getTime() - Date.now())).toBeLessThan(60_000);
    } finally {
      await store.close();
    }
  });

  it.each([
    ['the same address', 'dup@example.com', 'dup@example.com'],
    ['mixed case', 'Case@Example.com', ' case@EXAMPLE.com '],
    ['a slash, which Firestore ids cannot hold', 'a/b@example.com', 'A/B@example.com'],
  ])('reports %s as already-exists through the API', async (_, first, second) => {
    expect((await api(server, '/api/waitlist', { body: { email: first } })).body).toEqual({
      ok: true,
      alreadyExists: false,
    });
    expect((await api(server, '/api/waitlist', { body: { email: second } })).body).toEqual({
      ok: true,
      alreadyExists: true,
    });
    expect(await documentOf(first.toLowerCase())).toMatchObject({ email: first.toLowerCase() });
  });

  it('keeps the waitlist out of SQL when Firestore is configured', async () => {
    await api(server, '/api/waitlist', { body: { email: 'only-firestore@example.com' } });
    expect(await server.storage.db.selectFrom('waitlist').selectAll().execute()).toEqual([]);
  });

  it('creates one document for 30 concurrent posts of one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => api(server, '/api/waitlist', { body: { email: 'race@example.com' } })),
    );
    expect(responses.every((r) => r.status === 200 && r.body.ok === true)).toBe(true);
    expect(responses.filter((r) => r.body.alreadyExists === false)).toHaveLength(1);
  });
});
