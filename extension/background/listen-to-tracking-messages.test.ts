import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeChromeRuntime } from '../messages/fake-chrome-runtime';
import { toBackground } from '../messages/to-background';
import { IntentlyDb } from '../storage/db';
import { DexieTrackerStore } from './dexie-tracker-store';
import type { TrackingBrowser } from './browser-events';
import { describeWriteError, listenToTrackingMessages } from './listen-to-tracking-messages';
import { Harness } from '../tracking/tracker-harness';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const PAGE = 'https://docs.dev/a';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const MAIN_PAGE = { id: 'self', url: `${EXTENSION}app.html` };
const stats = { url: PAGE, wordCount: 250, readProgress: 0.4 };

async function setup() {
  const db = new IntentlyDb(`messages-${Math.random()}`);
  const h = new Harness(undefined, undefined, new DexieTrackerStore(db));
  await h.start();
  await h.openTab(1);
  await h.go(1, PAGE, 'typed');
  const fake = fakeChromeRuntime('self', EXTENSION);
  listenToTrackingMessages({ runtime: fake.runtime } as unknown as TrackingBrowser, h.tracker, db, () => h.t);
  return { db, h, from: fake.from };
}

describe('listenToTrackingMessages', () => {
  afterEach(() => toBackground.removeAllListeners());

  it.each([
    ['the top frame of the tab', { id: 'self', tab: { id: 1 }, frameId: 0, url: PAGE }, 250],
    ['a sub-frame', { id: 'self', tab: { id: 1 }, frameId: 3, url: PAGE }, 0],
    ['another extension', { id: 'other', tab: { id: 1 }, frameId: 0, url: PAGE }, 0],
  ])('takes page stats only from %s', async (_name, sender, wordCount) => {
    const { db, from } = await setup();
    from(sender);
    await toBackground.sendMessage('tracking/page-stats', stats).catch(() => undefined);
    from(MAIN_PAGE);
    await toBackground.sendMessage('tracking/retry');
    expect((await db.visits.toArray())[0]?.wordCount).toBe(wordCount);
  });

  it.each([
    [
      'the top frame of the tab',
      { id: 'self', tab: { id: 1 }, frameId: 0, url: VIDEO },
      { title: 'Lofi — 夜', author: 'Chill Channel' },
    ],
    ['a sub-frame', { id: 'self', tab: { id: 1 }, frameId: 2, url: VIDEO }, undefined],
    ['an extension page', MAIN_PAGE, undefined],
  ])('takes a video page’s title and channel only from %s', async (_name, sender, video) => {
    const { db, h, from } = await setup();
    await h.go(1, VIDEO, 'link');
    from(sender);
    await toBackground
      .sendMessage('tracking/video', { url: VIDEO, title: 'Lofi — 夜', author: 'Chill Channel' })
      .catch(() => undefined);
    from(MAIN_PAGE);
    await toBackground.sendMessage('tracking/retry');
    expect((await db.visits.filter((visit) => visit.url === VIDEO).first())?.video).toEqual(video);
  });

  it('answers status to extension pages and refuses control messages from web pages', async () => {
    const { db, from } = await setup();
    from(MAIN_PAGE);
    expect(await toBackground.sendMessage('tracking/status')).toEqual({ error: null, pending: 0 });
    from({ id: 'self', tab: { id: 1 }, frameId: 0, url: PAGE });
    await expect(toBackground.sendMessage('tracking/settings-changed')).rejects.toThrow('Intently refused');
    await expect(toBackground.sendMessage('tracking/retry')).rejects.toThrow('Intently refused');
    expect(await db.visits.count()).toBe(1);
  });
});

describe('describeWriteError', () => {
  it.each([
    [null, null],
    [
      Object.assign(new Error('full'), { name: 'QuotaExceededError' }),
      'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.',
    ],
    [
      Object.assign(new Error('x'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } }),
      'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.',
    ],
    [
      new Error('The database connection is closing.'),
      'The latest browsing data could not be saved (The database connection is closing.). It is kept until a retry succeeds.',
    ],
  ])('%s → %s', (error, expected) => {
    expect(describeWriteError(error)).toBe(expected);
  });
});
