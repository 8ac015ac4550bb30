import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSessionToken } from '../auth/session-token';
import { startServer } from '../start-server';
import { createPostgresDatabase } from '../test/test-server';

const SITE = 'private-bank.example/account?id=42';

describe('the log line of an unexpected error', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the route pattern and the kind of error, never the site, the client address or the database', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    const database = await createPostgresDatabase();
    const server = await startServer({
      port: 0,
      databaseUrl: database.url,
      siteDir: '/nonexistent',
      env: {},
      log: () => {},
    });
    try {
      const account = await server.storage.accounts.upsert({
        subject: 'logged',
        email: 'logged@example.com',
        name: 'Logged',
        picture: '',
        refreshToken: null,
      });
      const session = newSessionToken();
      await server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() + 3_600_000));
      await database.drop(); // every query fails from here on: an unexpected error inside the route
      const response = await fetch(`${server.url}/api/sync/notes/${encodeURIComponent(SITE)}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'my balance', baseVersion: 0 }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Something went wrong on the server; please try again.' });
      const line = logged.find((entry) => entry.startsWith('Unexpected'));
      expect(line).toMatch(
        /^Unexpected \w+ \(code \w+\) on PUT \/api\/sync\/notes\/:site( at site\/server\/[\w/.-]+\.ts:\d+)?\.$/,
      );
      const everything = logged.join('\n');
      const { hostname, pathname } = new URL(database.url);
      for (const secret of ['private-bank', 'balance', session.token, hostname, pathname.slice(1)])
        expect(everything).not.toContain(secret);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});
