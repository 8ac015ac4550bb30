import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local proxy in front of a real server that fails the way networks do, for clients' retry tests: it can
 * be down (every connection dropped), or let one request reach the server and drop the connection before
 * the answer (the server did the work; the client never hears). It logs each request that reached the server.
 */
export async function startNetworkProxy(target: string) {
  const reached: string[] = [];
  let down = false;
  let loseAnswer: ((method: string, path: string) => boolean) | null = null;
  const server = createServer((req, res) => {
    if (down) return void req.socket.destroy();
    const line = `${req.method} ${req.url}`;
    const lose = loseAnswer?.(req.method ?? '', req.url ?? '') ?? false;
    if (lose) loseAnswer = null;
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        reached.push(line);
        if (lose) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** "METHOD /path" of each request that reached the server, in order. */
    reached: () => [...reached],
    /** Drops every connection while true, as when the server or the network is down. */
    setDown(value: boolean) {
      down = value;
      if (value) server.closeAllConnections();
    },
    /** The next request that matches reaches the server, but its answer is lost. */
    loseAnswerOnce(match: (method: string, path: string) => boolean) {
      loseAnswer = match;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
