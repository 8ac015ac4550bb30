import { describe, expect, it } from 'vitest';
import { PAN_MARKS, panThreads } from './render-trace';

/** Thread and process names as a trace's metadata gives them. */
const meta = (pid: number, tid: number, thread: string, process: string) => [
  { name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: thread } },
  { name: 'process_name', ph: 'M', ts: 0, pid, tid, args: { name: process } },
];
/** The marks tracedPan sets around the pan, at `from` and `to` µs. */
const marks = (from: number, to: number) => [
  { name: PAN_MARKS.start, ph: 'R', ts: from, pid: 2, tid: 20 },
  { name: PAN_MARKS.end, ph: 'R', ts: to, pid: 2, tid: 20 },
];
/** A complete event of `dur` µs. */
const slice = (pid: number, tid: number, name: string, ts: number, dur: number) => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid,
  tid,
});

describe('panThreads', () => {
  it("reads the panned page's renderer (the most animation frames) and the GPU process, per frame", () => {
    const events = [
      ...meta(1, 10, 'CrRendererMain', 'Renderer'), // another page, idle
      ...meta(2, 20, 'CrRendererMain', 'Renderer'),
      ...meta(2, 21, 'Compositor', 'Renderer'),
      ...meta(3, 30, 'VizCompositorThread', 'GPU Process'),
      ...meta(3, 31, 'CrGpuMain', 'GPU Process'),
      slice(1, 10, 'RunTask', 0, 8_000),
      slice(1, 10, 'FireAnimationFrame', 0, 1_000),
      ...marks(0, 20_000),
    ];
    for (let frame = 0; frame < 2; frame++) {
      const at = frame * 10_000;
      events.push(
        slice(2, 20, 'RunTask', at, 1_000 + frame * 1_000), // 1 and 2 ms tasks, with the 0.3 ms animation frames after: 1.8 a frame
        slice(2, 20, 'ProxyMain::BeginMainFrame', at, 900 + frame * 1_000),
        slice(2, 20, 'FireAnimationFrame', at, 300),
        slice(2, 20, 'FireAnimationFrame', at + 5_000, 300),
        slice(2, 20, 'EventDispatch', at + 10, 100),
        slice(2, 20, 'Commit', at + 600, 200),
        slice(2, 21, 'RunTask', at, 500),
        slice(3, 30, 'RunTask', at, 400),
        slice(3, 31, 'RunTask', at, 2_000),
      );
    }
    expect(panThreads(events, 2)).toBe(
      'busy per frame (ms): renderer CrRendererMain 1.800, renderer Compositor 0.500, GPU process VizCompositorThread 0.400, ' +
        'GPU process CrGpuMain 2.000; main thread, median (ms): frame 1.900, animation frame 0.300, pointer event 0.100, ' +
        'lifecycle -, commit 0.200',
    );
  });

  it('counts only what runs between the marks set around the pan, a task across a mark for its part within', () => {
    const events = [
      ...meta(2, 20, 'CrRendererMain', 'Renderer'),
      ...meta(3, 31, 'CrGpuMain', 'GPU Process'),
      ...marks(10_000, 20_000),
      slice(2, 20, 'FireAnimationFrame', 0, 300), // a frame of the page's own before the pan: not counted
      slice(2, 20, 'FireAnimationFrame', 12_000, 300),
      slice(3, 31, 'RunTask', 9_000, 2_000), // 1 ms of it within
      slice(3, 31, 'RunTask', 19_500, 50_000), // the trace's end begins: 0.5 ms of it within
    ];
    expect(panThreads(events, 1)).toBe(
      'busy per frame (ms): renderer CrRendererMain 0.300, renderer Compositor -, GPU process VizCompositorThread -, ' +
        'GPU process CrGpuMain 1.500; main thread, median (ms): frame -, animation frame 0.300, pointer event -, ' +
        'lifecycle -, commit -',
    );
  });

  it('says so when the pan was not marked', () => {
    expect(panThreads([...meta(2, 20, 'CrRendererMain', 'Renderer')], 90)).toBe('no pan marks in the trace');
  });

  it('says so when no renderer main thread was traced', () => {
    expect(panThreads([], 90)).toBe('no renderer main thread in the trace');
  });
});
