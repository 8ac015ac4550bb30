import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the proxy fails the waitlist request: drop the connection, or never answer. */
export type WaitlistFault = 'abort' | 'hang';

/**
 * A local proxy in front of the real server that passes every request through except POST /api/waitlist,
 * which it fails the way a broken network does. A real failure mode, so the site's own fetch code runs.
 */
export async function startFaultyProxy(target: string, fault: WaitlistFault) {
  const hung: ServerResponse[] = [];
  let waitlistHits = 0;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/api/waitlist') {
      waitlistHits += 1;
      if (fault === 'abort') req.socket.destroy();
      else hung.push(res);
      return;
    }
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waitlistHits: () => waitlistHits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.socket?.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
