/**
 * `npm run bench:chat` (issue #23): /chat's latency, with a stand-in AI provider that answers at once
 * (site/server/test/ai-stand-in.ts) and the real server (PGlite) in this process.
 * - Enter to the first streamed character in the bar: Chromium with the built test extension
 *   (`node scripts/build.mjs --test`), signed in through the local identity provider; "/chat hi" typed into the
 *   bar and Enter pressed; the time is taken inside the bar's frame, from the Enter keydown to the first answer
 *   text in the conversation (a MutationObserver). CHAT_RUNS runs (default 60) after 5 warm-ups; p50 and p95.
 * - Our server's proxy overhead per streamed chunk: the stand-in cuts its answer into pieces 5 ms apart and
 *   notes when each content delta's event was complete on the wire; a client reads the same answer directly
 *   from the stand-in and through POST /api/chat, and each delta's latency is its arrival minus that moment.
 *   The overhead is the p50 through /api/chat minus the p50 direct (PROXY_RUNS answers each, default 40).
 * Prints a Markdown table (`--json` prints machine output).
 */
import { cpus, loadavg } from 'node:os';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { streamChatCompletion } from '../site/server/ai/chat-completions';
import { newSessionToken } from '../site/server/auth/session-token';
import { startAiStandIn, type AiStandIn } from '../site/server/test/ai-stand-in';
import { newDevice, signInFromMainPage, startAccountServer } from '../tests/extension/account-helpers';
import { openBar, openPage, pressClosingKey } from '../tests/extension/bar-helpers';
import { serveTestPages } from '../tests/fixtures/test-pages';

const json = process.argv.includes('--json');
const log = (line: string) => !json && console.error(line);
const KEY = 'sk-bench';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

/** Each content delta's latency: when it arrived here, minus when its event was complete at the stand-in. */
function latencies(standIn: AiStandIn, arrivals: number[]): number[] {
  const { deltaEnds, writes } = standIn.lastAnswer();
  return arrivals.map((arrived, k) => arrived - writes.find((w) => w.end >= deltaEnds[k]!)!.at);
}

async function direct(standIn: AiStandIn): Promise<number[]> {
  standIn.next({ kind: 'slow', pauseMs: 5 });
  const arrivals: number[] = [];
  const deltas = await streamChatCompletion(
    { baseUrl: standIn.url, apiKey: KEY, model: 'stand-in-1' },
    [{ role: 'user', content: 'hi' }],
    new AbortController().signal,
  );
  for await (const _ of deltas) arrivals.push(performance.now());
  return latencies(standIn, arrivals);
}

async function proxied(standIn: AiStandIn, serverUrl: string, bearer: string): Promise<number[]> {
  standIn.next({ kind: 'slow', pauseMs: 5 });
  const arrivals: number[] = [];
  const response = await fetch(`${serverUrl}/api/chat`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
  });
  const reader = response
    .body!.pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    if (next.value.event === 'text') arrivals.push(performance.now());
  return latencies(standIn, arrivals);
}

async function main(): Promise<void> {
  const runs = Number(process.env.CHAT_RUNS ?? 60);
  const proxyRuns = Number(process.env.PROXY_RUNS ?? 40);
  const standIn = await startAiStandIn(KEY);
  const server = await startAccountServer(undefined, {
    env: {
      AI_BASE_URL: standIn.url,
      AI_API_KEY: KEY,
      AI_MODEL: 'stand-in-1',
      CHAT_MESSAGES_PER_DAY: '0',
      RATE_LIMIT_API_PER_MINUTE: '0',
    },
  });
  const pages = await serveTestPages();
  const device = await newDevice(server.url);
  try {
    log('Signing in through the local identity provider…');
    await signInFromMainPage(device, 'bench@example.com');
    const page = await openPage(device.context, pages.url('bar-plain.html'));
    const times: number[] = [];
    log(`Enter to the first streamed character in the bar: ${runs} runs after 5 warm-ups…`);
    for (let i = 0; i < runs + 5; i++) {
      const frame = await openBar(page);
      await frame.locator('.results').waitFor();
      await frame.locator('.bar-input').fill('/chat hi');
      // Taken in the frame: Enter's keydown (capture, before the bar handles it) to the first answer text on screen.
      await frame.evaluate(() => {
        const w = window as unknown as { chatBench?: Promise<number> };
        w.chatBench = new Promise<number>((resolve) => {
          let start = 0;
          addEventListener('keydown', (e) => e.key === 'Enter' && (start = performance.now()), {
            capture: true,
            once: true,
          });
          const seen = new MutationObserver(() => {
            const text = document.querySelector('.chat-assistant .chat-markdown')?.textContent ?? '';
            if (start && text && text !== '…') {
              seen.disconnect();
              resolve(performance.now() - start);
            }
          });
          seen.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      });
      await pressClosingKey(page, 'Enter');
      const ms = await frame.evaluate(() => (window as unknown as { chatBench: Promise<number> }).chatBench);
      if (i >= 5) times.push(ms);
      await frame.getByRole('button', { name: 'New chat' }).click();
    }

    log(`Proxy overhead per streamed chunk: ${proxyRuns} answers direct and through /api/chat, interleaved…`);
    // An account with a session made in storage, as the server tests make one: this client calls the API directly.
    const account = await server.server.storage.accounts.upsert({
      subject: 'bench-proxy',
      email: 'proxy@example.com',
      name: 'proxy',
      picture: '',
      refreshToken: null,
    });
    const session = newSessionToken();
    await server.server.storage.accounts.createSession(account.id, session.hash, new Date(Date.now() + 3_600_000));
    const bearer = session.token;
    const directs: number[] = [];
    const throughs: number[] = [];
    for (let i = 0; i < proxyRuns + 3; i++) {
      const d = await direct(standIn);
      const p = await proxied(standIn, server.url, bearer);
      if (i >= 3) {
        directs.push(...d);
        throughs.push(...p);
      }
    }
    const rows = [
      {
        what: `Enter to the first streamed character in the bar (p95; p50; ${times.length} runs)`,
        value: `${quantile(times, 0.95).toFixed(1)} ms; ${quantile(times, 0.5).toFixed(1)} ms`,
        bar: 'p95 ≤ 100 ms',
        pass: quantile(times, 0.95) <= 100,
      },
      {
        what: `server proxy overhead per streamed chunk (p50 through /api/chat minus p50 direct; ${throughs.length} chunks each)`,
        value: `${(quantile(throughs, 0.5) - quantile(directs, 0.5)).toFixed(2)} ms (through ${quantile(throughs, 0.5).toFixed(2)} ms, direct ${quantile(directs, 0.5).toFixed(2)} ms; p95 through ${quantile(throughs, 0.95).toFixed(2)} ms)`,
        bar: '—',
        pass: true,
      },
    ];
    if (json) console.log(JSON.stringify({ rows, times, directs, throughs }));
    else {
      console.log(
        `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
      );
      console.log('| measure | value | bar | pass |\n| --- | --- | --- | --- |');
      for (const r of rows) console.log(`| ${r.what} | ${r.value} | ${r.bar} | ${r.pass ? 'yes' : 'NO'} |`);
    }
  } finally {
    await device.close();
    await pages.close();
    await server.close();
    await standIn.close();
  }
}

await main();
