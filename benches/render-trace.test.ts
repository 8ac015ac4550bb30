import { describe, expect, it } from 'vitest';
import { PAN_MARKS, panThreads } from './render-trace';

/** Thread and process names as a trace's metadata gives them. */
const meta = (pid: number, tid: number, thread: string, process: string) => [
  { name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name: thread } },
  { name: 'process_name', ph: 'M', ts: 0, pid, tid, args: { name: process } },
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
      slice(3, 31, 'RunTask', 20_000, 5_000), // after the pan's last animation frame: not counted
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

  it('counts only what runs between the marks set around the pan, when they are in the trace', () => {
    const events = [
      ...meta(2, 20, 'CrRendererMain', 'Renderer'),
      ...meta(3, 31, 'CrGpuMain', 'GPU Process'),
      { name: PAN_MARKS.start, ph: 'R', ts: 10_000, pid: 2, tid: 20 },
      { name: PAN_MARKS.end, ph: 'R', ts: 20_000, pid: 2, tid: 20 },
      slice(2, 20, 'FireAnimationFrame', 0, 300), // a frame of the page's own before the pan: not counted
      slice(2, 20, 'FireAnimationFrame', 12_000, 300),
      slice(3, 31, 'RunTask', 12_000, 1_000),
      slice(3, 31, 'RunTask', 25_000, 50_000), // the trace's end: not counted
    ];
    expect(panThreads(events, 1)).toContain(
      'renderer CrRendererMain 0.300, renderer Compositor -, GPU process VizCompositorThread -, GPU process CrGpuMain 1.000;',
    );
  });

  it('says so when no renderer main thread was traced', () => {
    expect(panThreads([], 90)).toBe('no renderer main thread in the trace');
  });
});
