/**
 * bench:render `--trace`: where a first paint's main-thread time goes from page open. A DevTools trace of the whole
 * browser around one first paint, read back for the graph page's renderer: every task of its main thread of 1 ms or
 * more, from its navigation's start, with the longest work within it (scripts by file, functions called, WebGL's
 * synchronous waits on the GPU process), so the critical path to the first frame can be read without a profiler UI.
 */
import type { BrowserContext, CDPSession } from '@playwright/test';

/** One trace event as DevTools sends it (complete events: ph `X`, with a duration). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'gpu',
].join(',');

/** Starts tracing the whole browser; resolves with a function that stops it and answers the events. */
export async function startTrace(context: BrowserContext): Promise<() => Promise<TraceEvent[]>> {
  const browser = context.browser();
  const cdp: CDPSession = browser
    ? await browser.newBrowserCDPSession()
    : await context.newCDPSession(context.pages()[0]!);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
    return events;
  };
}

/** What a slice is, in a few words: a script's file, a called function, or the event's own name. */
function label(e: TraceEvent): string {
  const url = e.args?.data?.url;
  const fn = e.args?.data?.functionName;
  if (url) return `${e.name} ${url.split('/').pop()}`;
  if (fn) return `${e.name} ${fn}`;
  return e.name;
}

/**
 * The main thread of the renderer that loaded `page` (an address's last part, e.g. `app.html`): its tasks of at
 * least `minMs`, each as `@start+duration` ms from that page's navigation, with its longest slices inside.
 */
export function mainThreadTasks(events: TraceEvent[], page: string, minMs = 1): string[] {
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const onMain = (e: TraceEvent) => threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain';
  const pageEvent = events.find((e) => onMain(e) && e.args?.data?.url?.includes(page));
  if (!pageEvent) return [`no main thread loaded ${page} in the trace`];
  const main = events
    .filter((e) => e.pid === pageEvent.pid && e.tid === pageEvent.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const start =
    events.find((e) => e.pid === pageEvent.pid && e.name === 'navigationStart')?.ts ??
    main.find((e) => e.name === 'ParseHTML')?.ts ??
    main[0]!.ts;
  const lines: string[] = [];
  let task: { e: TraceEvent; inside: TraceEvent[] } | null = null;
  const flush = () => {
    if (!task || task.e.dur! < minMs * 1000) return;
    const inside = task.inside
      .filter((e) => e.dur! >= 500)
      .sort((a, b) => b.dur! - a.dur!)
      .slice(0, 5)
      .map((e) => `${label(e)} ${(e.dur! / 1000).toFixed(1)}`);
    const at = ((task.e.ts - start) / 1000).toFixed(0);
    lines.push(`@${at}+${(task.e.dur! / 1000).toFixed(1)} ${inside.join('; ')}`);
  };
  for (const e of main) {
    if (task && e.ts < task.e.ts + task.e.dur!) {
      if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') task.inside.push(e);
      continue;
    }
    flush();
    task = { e, inside: [] };
  }
  flush();
  return lines;
}
