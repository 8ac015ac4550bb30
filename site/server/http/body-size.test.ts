import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/** A request body sent in chunks without Content-Length, as a streaming client would. */
function chunked(sizes: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      const parts = ['{"email":"chunked@example.com","pad":"', ...sizes.map((n) => 'x'.repeat(n)), '"}'];
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

describe('body limit without Content-Length', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each([
    ['a small chunked body', [10, 10], 200],
    ['a chunked body over 64 KB', [40_000, 40_000], 413],
  ])('answers %s with %i', async (_, sizes, status) => {
    const response = await fetch(`${server.url}/api/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunked(sizes),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(status);
  });
});
