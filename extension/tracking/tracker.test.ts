import { describe, expect, it } from 'vitest';
import { Harness, MemoryStore } from './tracker-harness';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';

const A = 'https://docs.dev/a';
const B = 'https://docs.dev/b';
const C = 'https://other.dev/c';

describe('Tracker: how visits were created', () => {
  it('records a typed page as direct, a followed link in the same tab as chain from it', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed', ['from_address_bar']);
    h.wait(5);
    await h.go(1, B, 'link');
    expect(h.visit(A)).toMatchObject({
      creationMode: 'direct',
      tabId: 1,
      windowId: 1,
      domain: 'docs.dev',
      isActive: false,
      duration: 5_000,
    });
    expect(h.visit(A).sourceInfo).toBeUndefined();
    expect(h.visit(B)).toMatchObject({
      creationMode: 'chain',
      isActive: true,
      sourceInfo: { nodeId: h.visit(A).id, tabId: 1, url: A },
    });
    expect(h.visit(B).id).toBe(`1_${h.visit(B).startTime}`);
    expect([...h.store.sessions.values()]).toEqual([
      expect.objectContaining({ tabId: 1, urlVisits: [h.visit(A).id, h.visit(B).id] }),
    ]);
  });

  it('records a link opened in a new tab as hyperlink from the opener tab’s current visit', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    await h.openTab(2, 1);
    await h.go(2, C, 'link');
    expect(h.visit(C)).toMatchObject({
      creationMode: 'hyperlink',
      tabId: 2,
      sourceInfo: { nodeId: h.visit(A).id, tabId: 1, url: A },
    });
  });

  it('records a URL typed into a new tab opened from another tab as direct', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    await h.openTab(2, 1);
    await h.go(2, 'chrome://newtab/', 'typed');
    await h.go(2, C, 'typed', ['from_address_bar']);
    expect(h.visit(C).creationMode).toBe('direct');
  });

  it.each([
    [
      'a server redirect after a typed URL is one direct visit',
      [[A, 'typed', ['server_redirect']]],
      [['direct', undefined]],
    ],
    [
      'a client redirect chains to the page that redirected',
      [
        [A, 'typed', []],
        [B, 'link', ['client_redirect']],
      ],
      [
        ['direct', undefined],
        ['chain', A],
      ],
    ],
    [
      'back returns to a page as chain from the page left',
      [
        [A, 'typed', []],
        [B, 'link', []],
        [A, 'typed', ['forward_back']],
      ],
      [
        ['direct', undefined],
        ['chain', A],
        ['chain', B],
      ],
    ],
    [
      'a reload continues the same visit',
      [
        [A, 'typed', []],
        [A, 'reload', []],
      ],
      [['direct', undefined]],
    ],
    [
      'a bookmark after a link is direct',
      [
        [A, 'typed', []],
        [B, 'auto_bookmark', []],
      ],
      [
        ['direct', undefined],
        ['direct', undefined],
      ],
    ],
  ] as const)('%s', async (_name, steps, expected) => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    for (const [url, type, qualifiers] of steps) {
      h.wait(1);
      await h.go(1, url, type, [...qualifiers]);
    }
    expect(h.store.list().map((visit) => [visit.creationMode, visit.sourceInfo?.url])).toEqual(expected);
  });
});

describe('Tracker: what is never recorded', () => {
  it.each([
    ['chrome://settings/'],
    ['chrome://newtab/'],
    ['chrome-extension://abcdefghijklmnopabcdefghijklmnop/app.html'],
    ['file:///home/me/a.txt'],
    ['about:blank'],
    ['data:text/html,hi'],
  ])('%s', async (url) => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, url, 'typed');
    h.wait(30);
    await h.tracker.heartbeat();
    expect(h.store.list()).toEqual([]);
  });

  it('records nothing from an incognito tab', async () => {
    const h = new Harness();
    await h.start();
    h.tabs.set(9, { id: 9, windowId: 2, incognito: true, active: true });
    await h.tracker.tabCreated(h.tabs.get(9)!);
    await h.go(9, A, 'typed');
    expect(h.store.list()).toEqual([]);
    expect(h.store.sessions.size).toBe(0);
  });

  it('strips OAuth parameters before storing a URL', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, 'https://app.dev/callback?code=SECRET&state=S&tab=2', 'link');
    expect(h.store.list().map((visit) => visit.url)).toEqual(['https://app.dev/callback?tab=2']);
    expect(JSON.stringify([...h.store.visits.values()])).not.toContain('SECRET');
  });

  it('ends the visit when the tab moves to the new-tab page', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(10);
    await h.go(1, 'chrome://newtab/', 'typed');
    h.wait(50);
    await h.go(1, B, 'link');
    expect(h.visit(A)).toMatchObject({ duration: 10_000, activeTime: 10_000 });
    expect(h.visit(B).creationMode).toBe('direct');
  });
});

describe('Tracker: active time', () => {
  it('counts only while the tab is the focused tab of the focused window', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(10);
    await h.tracker.windowFocused(-1); // the user switched to another application
    h.wait(20);
    await h.tracker.windowFocused(1);
    h.wait(5);
    await h.openTab(2); // a background tab becomes active: tab 1 stops counting
    h.wait(7);
    await h.tracker.tabActivated(1, 1);
    h.wait(3);
    await h.tracker.tabRemoved(1);
    expect(h.visit(A)).toMatchObject({ activeTime: 18_000, duration: 45_000, isActive: false });
    const session = [...h.store.sessions.values()].find((s) => s.tabId === 1)!;
    expect(session).toMatchObject({ totalActiveTime: 18_000, closedAt: h.t });
  });

  it('stops counting when the user goes idle, without the idle threshold before the event', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(100); // 40 s of reading, then 60 s without input before `idle` fires
    await h.tracker.idleChanged('idle');
    h.wait(300);
    await h.tracker.idleChanged('active');
    h.wait(15);
    await h.tracker.idleChanged('locked');
    h.wait(100);
    await h.tracker.heartbeat();
    expect(h.visit(A).activeTime).toBe(55_000);
  });

  it('counts time across heartbeats and across a stopped service worker, once', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(60);
    await h.tracker.heartbeat();
    h.wait(40); // the worker is stopped here; a new one starts from the stored state
    await h.start();
    h.wait(20);
    await h.tracker.heartbeat();
    await h.start(); // a second restart with no time passing adds nothing
    expect(h.visit(A)).toMatchObject({ activeTime: 120_000, isActive: true });
    expect(h.store.list()).toHaveLength(1);
  });

  it('does not count a stretch where the browser was not running', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(30);
    await h.tracker.heartbeat();
    h.wait(3_600); // the computer slept for an hour
    await h.tracker.heartbeat();
    expect(h.visit(A).activeTime).toBe(30_000);
  });

  it('ends open visits where the tracker last saw them when the browser restarts', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(45);
    await h.tracker.heartbeat();
    const lastSeen = h.t;
    h.wait(8 * 3_600);
    h.tabs.clear(); // tab ids are new after a restart
    await h.start(1, true);
    expect(h.visit(A)).toMatchObject({ endTime: lastSeen, isActive: false, activeTime: 45_000 });
    expect([...h.store.sessions.values()][0]?.closedAt).toBe(lastSeen);
  });

  it('keeps a link opened in a new tab while the worker was stopped a hyperlink', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    // The worker is stopped; the new tab wakes it, and the restarted worker sees the tab still loading.
    h.tabs.set(2, { id: 2, windowId: 1, incognito: false, openerTabId: 1, active: true, url: C });
    await h.start();
    expect(h.visit(C).creationMode).toBe('direct');
    await h.go(2, C, 'link');
    expect(h.visit(C)).toMatchObject({ creationMode: 'hyperlink', sourceInfo: { nodeId: h.visit(A).id } });
    expect(h.store.list()).toHaveLength(2);
    await h.go(2, B, 'link');
    expect(h.visit(B)).toMatchObject({ creationMode: 'chain', sourceInfo: { nodeId: h.visit(C).id } });
  });

  it('records a page whose commit came before the worker listened (first install) as direct', async () => {
    const h = new Harness();
    h.tabs.set(3, { id: 3, windowId: 1, incognito: false, active: true, url: A });
    await h.start();
    h.wait(5);
    await h.go(3, B, 'link');
    expect(h.store.list().map((visit) => [visit.url, visit.creationMode])).toEqual([
      [A, 'direct'],
      [B, 'chain'],
    ]);
  });

  it('records the pages of tabs that were open before the worker knew them', async () => {
    const h = new Harness();
    h.tabs.set(4, { id: 4, windowId: 1, incognito: false, active: true, url: A, title: 'Docs A' });
    await h.start();
    h.wait(12);
    await h.tracker.heartbeat();
    expect(h.visit(A)).toMatchObject({ creationMode: 'direct', title: 'Docs A', activeTime: 12_000 });
  });
});

describe('Tracker: page details, categories, settings and write errors', () => {
  it('stores title, word count, reading progress and the social category', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, 'https://www.reddit.com/r/x', 'typed');
    await h.tracker.titleChanged(1, 'r/x');
    await h.tracker.pageStats(1, 'https://www.reddit.com/r/x#top', 420, 0.6);
    await h.tracker.pageStats(1, 'https://www.reddit.com/r/x', 420, 0.3);
    await h.tracker.pageStats(1, 'https://elsewhere.dev/', 999, 1);
    expect(h.visit('https://www.reddit.com/r/x')).toMatchObject({
      title: 'r/x',
      wordCount: 420,
      readProgress: 0.6,
      category: 'social',
      domain: 'reddit.com',
    });
  });

  it.each([
    ['visits off stores nothing', { visits: false }, 0, 0, 0],
    ['active time off stores visits without active time', { activeTime: false }, 1, 0, 300],
    ['reading off stores no word count', { reading: false }, 1, 10_000, 0],
  ])('%s', async (_name, off, visits, activeTime, wordCount) => {
    const h = new Harness(new MemoryStore(), { ...DEFAULT_SETTINGS, ...off });
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    await h.tracker.pageStats(1, A, 300, 0.5);
    h.wait(10);
    await h.tracker.heartbeat();
    expect(h.store.list()).toHaveLength(visits);
    if (visits) expect(h.visit(A)).toMatchObject({ activeTime, wordCount });
  });

  it('switching visits off ends the open visit and records no new ones', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.wait(10);
    await h.tracker.settingsChanged({ ...DEFAULT_SETTINGS, visits: false });
    h.wait(10);
    await h.go(1, B, 'link');
    expect(h.store.list()).toEqual([expect.objectContaining({ url: A, isActive: false, duration: 10_000 })]);
  });

  it('keeps a batch that failed to write and stores it on the next attempt', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    h.store.failures = 2;
    await h.go(1, A, 'typed');
    h.wait(10);
    await h.go(1, B, 'link');
    expect(h.store.list()).toEqual([]);
    expect(String(h.errors.at(-1))).toContain('QuotaExceededError');
    expect(h.tracker.pending).toBeGreaterThan(0);
    await h.tracker.retry();
    expect(h.errors.at(-1)).toBeNull();
    expect(h.store.list().map((visit) => [visit.url, visit.creationMode])).toEqual([
      [A, 'direct'],
      [B, 'chain'],
    ]);
  });

  it('forgets open visits when all data was wiped, so nothing deleted comes back', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    h.store.visits.clear();
    h.store.sessions.clear();
    await h.tracker.dataWiped();
    h.wait(10);
    await h.tracker.heartbeat();
    await h.go(1, B, 'link');
    expect(h.store.list().map((visit) => [visit.url, visit.creationMode])).toEqual([[B, 'direct']]);
  });

  it('ignores a commit for a tab closed mid-load', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, A, 'typed');
    await h.openTab(2, 1);
    h.tabs.delete(2);
    await h.tracker.tabRemoved(2);
    await h.go(2, C, 'link');
    expect(h.store.list().map((visit) => visit.url)).toEqual([A]);
  });
});

describe('Tracker: videos watched (SPEC §1 video-site watch history, kept on the device)', () => {
  const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const NEXT = 'https://www.youtube.com/watch?v=jNQXAC9IVRw';

  it('stores the title and channel a video page showed on the visit of that page', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, WATCH, 'typed');
    await h.tracker.videoSeen(1, `${WATCH}#t=30`, {
      title: 'Never Gonna Give You Up — 日本語 🎵',
      author: 'Rick Astley',
    });
    expect(h.visit(WATCH).video).toEqual({ title: 'Never Gonna Give You Up — 日本語 🎵', author: 'Rick Astley' });
  });

  it('stores a video without a channel, and the channel when the page shows it later, writing only what changed', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, WATCH, 'typed');
    await h.tracker.videoSeen(1, WATCH, { title: 'A video', author: undefined });
    expect(h.visit(WATCH).video).toStrictEqual({ title: 'A video' });
    await h.tracker.videoSeen(1, WATCH, { title: 'A video', author: 'A channel' });
    const visitsWritten: number[] = [];
    const commit = h.store.commit.bind(h.store);
    h.store.commit = (batch) => (visitsWritten.push(batch.visits.length), commit(batch));
    await h.tracker.videoSeen(1, WATCH, { title: 'A video', author: 'A channel' });
    expect(h.visit(WATCH).video).toEqual({ title: 'A video', author: 'A channel' });
    expect(visitsWritten).toEqual([0]); // the same report again changes no visit
  });

  it('gives each video of a single-page app its own visit, and ignores a report for a page the tab left', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, WATCH, 'typed');
    await h.tracker.videoSeen(1, WATCH, { title: 'First', author: 'One' });
    await h.tracker.navigated(1, NEXT, { transitionType: 'link', transitionQualifiers: [] });
    await h.tracker.videoSeen(1, WATCH, { title: 'Late report of the first', author: 'One' });
    await h.tracker.videoSeen(1, NEXT, { title: 'Second', author: 'Two' });
    expect(h.store.list().map((visit) => [visit.url, visit.video])).toEqual([
      [WATCH, { title: 'First', author: 'One' }],
      [NEXT, { title: 'Second', author: 'Two' }],
    ]);
  });

  it('stores nothing while browsing history is off', async () => {
    const h = new Harness(new MemoryStore(), { ...DEFAULT_SETTINGS, visits: false });
    await h.start();
    await h.openTab(1);
    await h.go(1, WATCH, 'typed');
    await h.tracker.videoSeen(1, WATCH, { title: 'A video', author: 'A channel' });
    expect(h.store.list()).toEqual([]);
    expect(JSON.stringify(h.store.state)).not.toContain('A video');
  });
});
