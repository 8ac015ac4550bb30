import { readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { RETRY_MS, reportVideos, type ReportWindow, type VideoReport } from './report-videos';

const html = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** A page at `url` with a fake window: timers run when the test says, the title observer is called by hand. */
function setup(url: string, fixture: string) {
  const doc = new DOMParser().parseFromString(html(fixture), 'text/html') as unknown as Document;
  const timers = new Map<number, () => void>();
  let nextTimer = 0;
  let retitled: (() => void) | undefined;
  const win = {
    location: { href: url },
    setTimeout: (run: () => void) => (timers.set(++nextTimer, run), nextTimer),
    clearTimeout: (id: number) => timers.delete(id),
    MutationObserver: class {
      constructor(callback: () => void) {
        retitled = callback;
      }
      observe() {}
      disconnect() {
        retitled = undefined;
      }
    },
  } as unknown as ReportWindow;
  const reports: VideoReport[] = [];
  const stop = reportVideos(win, doc, (report) => reports.push(report));
  /** Runs the timers due now (each schedules at most the next one). */
  const runTimers = () => {
    const due = [...timers];
    timers.clear();
    for (const [, run] of due) run();
    return due.length;
  };
  return { doc, win, reports, stop, runTimers, timers, retitle: () => retitled?.() };
}

describe('reportVideos', () => {
  const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const RICK = {
    url: WATCH,
    title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
    author: 'Rick Astley',
  };

  it('reports the video of a watch page once, and reads no more when title and channel are there', () => {
    const { reports, runTimers, retitle } = setup(WATCH, 'youtube-watch.html');
    expect(reports).toEqual([RICK]);
    expect(runTimers()).toBe(0);
    retitle(); // a notification count in the title: read again, nothing new
    expect(reports).toEqual([RICK]);
  });

  it('reads again while the channel is missing, reporting it when it comes, then stops', () => {
    const url = 'https://www.youtube.com/watch?v=5qap5aO4i9A';
    const { doc, reports, runTimers } = setup(url, 'youtube-watch-no-channel.html');
    const title = 'Café del Mar — «Ibiza» 🌅 chill mix & مزيج هادئ';
    expect(reports).toEqual([{ url, title }]);
    expect(runTimers()).toBe(1);
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/ld+json">{"@type":"VideoObject","url":"${url}","name":"${title}","author":"Chill Café"}</script>`,
    );
    expect(runTimers()).toBe(1);
    expect(reports).toEqual([
      { url, title },
      { url, title, author: 'Chill Café' },
    ]);
    expect(runTimers()).toBe(0);
  });

  it('gives up after a few reads on a page that never shows a channel', () => {
    const { reports, runTimers } = setup(
      'https://www.youtube.com/watch?v=5qap5aO4i9A',
      'youtube-watch-no-channel.html',
    );
    let reads = 0;
    while (runTimers()) reads += 1;
    expect(reads).toBe(RETRY_MS.length);
    expect(reports).toHaveLength(1);
  });

  it('reports the next video when the site moves to it without loading a page', () => {
    const { doc, win, reports, runTimers, retitle } = setup(WATCH, 'youtube-watch.html');
    // The address changes first; the player and the tab's title follow when the video's data arrives.
    win.location.href = 'https://www.youtube.com/watch?v=jNQXAC9IVRw&pp=ygUM';
    doc.dispatchEvent(new (doc.defaultView as unknown as typeof globalThis).Event('yt-navigate-finish'));
    expect(reports).toEqual([RICK]);
    doc.querySelector('ytd-watch-flexy')!.setAttribute('video-id', 'jNQXAC9IVRw');
    doc.querySelector('ytd-watch-metadata h1')!.textContent = 'Me at the zoo';
    doc.querySelector('ytd-watch-metadata ytd-channel-name a')!.textContent = 'jawed';
    doc.title = 'Me at the zoo - YouTube';
    retitle();
    expect(reports).toEqual([
      RICK,
      { url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw&pp=ygUM', title: 'Me at the zoo', author: 'jawed' },
    ]);
    expect(runTimers()).toBe(0);
  });

  it('reports nothing on the site’s pages that show no video', () => {
    const { reports, runTimers } = setup('https://www.youtube.com/feed/subscriptions', 'youtube-watch.html');
    while (runTimers());
    expect(reports).toEqual([]);
  });

  it('stops reading when stopped', () => {
    const { reports, stop, timers, retitle } = setup(
      'https://www.youtube.com/watch?v=5qap5aO4i9A',
      'youtube-watch-no-channel.html',
    );
    stop();
    retitle();
    expect(timers.size).toBe(0);
    expect(reports).toHaveLength(1);
  });
});
