/**
 * bench:render `--trace`: where a first paint's main-thread time goes from page open. A DevTools trace of the whole
 * browser around one first paint, read back for the graph page's renderer: every task of its main thread of 1 ms or
 * more, from its navigation's start, with the longest work within it (scripts by file, functions called, WebGL's
 * synchronous waits on the GPU process), so the critical path to the first frame can be read without a profiler UI.
 * `--trace-pan`: where a pan frame's time goes, on each thread a frame passes through (panThreads).
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { PAN_SEQUENCE, panFrameTimes } from './render-svg';

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
/** User Timing marks tracedPan sets in the page just before and after the traced pan. */
export const PAN_MARKS = { start: 'bench:pan-start', end: 'bench:pan-end' } as const;
/** A pan's categories: its marks, a frame's phases on the renderer's main thread (cc, blink), the display compositor's (viz). */
const PAN_CATEGORIES = [
  'toplevel',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'cc',
  'viz',
].join(',');

/** Starts tracing the whole browser; resolves with a function that stops it and answers the events. */
export async function startTrace(
  context: BrowserContext,
  categories = CATEGORIES,
): Promise<() => Promise<TraceEvent[]>> {
  const browser = context.browser();
  const cdp: CDPSession = browser
    ? await browser.newBrowserCDPSession()
    : await context.newCDPSession(context.pages()[0]!);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
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

/** The threads a frame passes through: the panned page's renderer (main, compositor) and the GPU process's. */
const FRAME_THREADS = [
  ['renderer', 'CrRendererMain'],
  ['renderer', 'Compositor'],
  ['GPU process', 'VizCompositorThread'],
  ['GPU process', 'CrGpuMain'],
] as const;
/** A frame's phases on the renderer's main thread, as the trace names them. */
const MAIN_PHASES = {
  frame: 'ProxyMain::BeginMainFrame',
  'animation frame': 'FireAnimationFrame',
  'pointer event': 'EventDispatch',
  lifecycle: 'WebFrameWidgetImpl::UpdateLifecycle',
  commit: 'Commit',
} as const;

/** The median of durations in µs, in ms; `-` for none. */
function medianMs(durations: number[]): string {
  if (!durations.length) return '-';
  return (durations.sort((a, b) => a - b)[durations.length >> 1]! / 1000).toFixed(3);
}

/**
 * Where the `frames` frames of a traced pan went (tracedPan): each thread's busy time per frame (its top-level tasks,
 * the part of each between the marks tracedPan sets around the pan), for the renderer whose main thread ran the most animation frames
 * (the panned page's) and the GPU process; and the medians of a frame's phases on that main thread. Tracing slows
 * every thread: read it as shares.
 */
export function panThreads(events: TraceEvent[], frames: number): string {
  const names = new Map<string, string>();
  const processes = new Map<number, string>();
  for (const e of events) {
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
    if (e.name === 'process_name') processes.set(e.pid, e.args?.name ?? '');
  }
  const slices = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = slices.get(key);
    if (list) list.push(e);
    else slices.set(key, [e]);
  }
  const animationFrames = (key: string) =>
    slices.get(key)?.filter((e) => e.name === MAIN_PHASES['animation frame']).length ?? 0;
  const mainKey = [...names]
    .filter(([, name]) => name === 'CrRendererMain')
    .map(([key]) => key)
    .sort((a, b) => animationFrames(b) - animationFrames(a))[0];
  if (!mainKey) return 'no renderer main thread in the trace';
  const rendererPid = Number(mainKey.split(':')[0]);
  // The pan's span, between the marks set around it: neither the trace's start nor its end (each thread writing its
  // events out) is counted, and a task across either mark counts only its part within.
  const from = events.find((e) => e.name === PAN_MARKS.start)?.ts;
  const to = events.find((e) => e.name === PAN_MARKS.end)?.ts;
  if (from === undefined || to === undefined) return 'no pan marks in the trace';
  const busy = (key: string) => {
    let end = -Infinity;
    let total = 0;
    for (const e of (slices.get(key) ?? []).sort((a, b) => a.ts - b.ts))
      if (e.ts >= end) {
        total += Math.max(0, Math.min(e.ts + e.dur!, to) - Math.max(e.ts, from));
        end = e.ts + e.dur!;
      }
    return total / 1000 / frames;
  };
  const threads = FRAME_THREADS.map(([process, thread]) => {
    const keys = [...names].filter(
      ([key, name]) =>
        name === thread &&
        (process === 'renderer'
          ? Number(key.split(':')[0]) === rendererPid
          : processes.get(Number(key.split(':')[0])) === 'GPU Process'),
    );
    const ms = keys.reduce((sum, [key]) => sum + busy(key), 0);
    return `${process} ${thread} ${keys.length ? ms.toFixed(3) : '-'}`;
  });
  const main = (slices.get(mainKey) ?? []).filter((e) => e.ts >= from && e.ts < to);
  const phases = Object.entries(MAIN_PHASES).map(
    ([phase, name]) => `${phase} ${medianMs(main.filter((e) => e.name === name).map((e) => e.dur!))}`,
  );
  return `busy per frame (ms): ${threads.join(', ')}; main thread, median (ms): ${phases.join(', ')}`;
}

/**
 * One more pan of `page` as panFrameTimes drives it (its `panStep` set), traced: its frame times and panThreads's
 * reading, in one line. The timed pan before it stays untraced.
 */
export async function tracedPan(context: BrowserContext, page: Page, cdp: CDPSession): Promise<string> {
  const stop = await startTrace(context, PAN_CATEGORIES);
  await page.evaluate((name) => performance.mark(name), PAN_MARKS.start);
  const frame = await panFrameTimes(page, cdp);
  await page.evaluate((name) => performance.mark(name), PAN_MARKS.end);
  const events = await stop();
  return `traced pan ${frame.wallMs.toFixed(1)} / ${frame.p90Ms.toFixed(1)} ms; ${panThreads(events, PAN_SEQUENCE.length)}`;
}
