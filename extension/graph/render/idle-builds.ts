/** What IdleBuilds needs of the browser's idle callbacks (window.requestIdleCallback and cancelIdleCallback). */
export interface IdleScheduler {
  request(slice: (deadline: { timeRemaining(): number }) => void): number;
  cancel(handle: number): void;
}

/** The browser's idle callbacks. */
const browserIdle: IdleScheduler = {
  request: (slice) => requestIdleCallback(slice),
  cancel: (handle) => cancelIdleCallback(handle),
};

/** Milliseconds an idle slice must still have for one more build (a tile's build takes about one on software GL). */
export const BUILD_SLICE_MS = 2;

/**
 * Builds the graph makes ahead of the frames that will show them (issue 39: a zoom frame shows what is ready,
 * not what it builds): the tiles around the view, the density layer. Each is asked for under a key and runs once,
 * in idle moments, nearest first as asked, as many per idle slice as its deadline leaves BUILD_SLICE_MS for; asked
 * again while waiting, it keeps its place. A frame that needs a build before idle time came does it itself (the
 * builds are idempotent), so a waiting one that finds its work done costs nothing.
 */
export class IdleBuilds {
  private readonly waiting = new Map<string, () => void>();
  private handle = 0;

  constructor(private readonly idle: IdleScheduler = browserIdle) {}

  /** Queues `build` under `key` (unless one waits under it) and asks for an idle slice. */
  ask(key: string, build: () => void) {
    if (!this.waiting.has(key)) this.waiting.set(key, build);
    this.schedule();
  }

  /** Runs waiting builds, first asked first, while `timeRemaining()` leaves BUILD_SLICE_MS; answers whether any wait still. */
  runWhile(timeRemaining: () => number): boolean {
    for (const [key, build] of this.waiting) {
      if (timeRemaining() < BUILD_SLICE_MS) return true;
      this.waiting.delete(key);
      build();
    }
    return false;
  }

  /** How many builds wait. */
  get size(): number {
    return this.waiting.size;
  }

  /** Drops the waiting builds (a new graph replaces the one they were for). */
  clear() {
    this.waiting.clear();
    if (this.handle) this.idle.cancel(this.handle);
    this.handle = 0;
  }

  /** Asks for an idle slice, unless one is asked for or nothing waits; what the slice leaves waits for the next. */
  private schedule() {
    if (this.handle || !this.waiting.size) return;
    this.handle = this.idle.request((deadline) => {
      this.handle = 0;
      this.runWhile(() => deadline.timeRemaining());
      this.schedule();
    });
  }
}
