import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IntentlyDb } from '../storage/db';
import { DexieTrackerStore } from './dexie-tracker-store';
import type { TrackingBrowser } from './browser-events';
import { describeWriteError, listenToTrackingMessages } from './listen-to-tracking-messages';
import { Harness } from '../tracking/tracker-harness';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const PAGE = 'https://docs.dev/a';

type Listener = (message: unknown, sender: object, respond: (answer: unknown) => void) => unknown;

async function setup() {
  const db = new IntentlyDb(`messages-${Math.random()}`);
  const h = new Harness(undefined, undefined, new DexieTrackerStore(db));
  await h.start();
  await h.openTab(1);
  await h.go(1, PAGE, 'typed');
  let listener: Listener = () => undefined;
  const browser = { runtime: { id: 'self', getURL: (path: string) => EXTENSION + path.slice(1), onMessage: { addListener: (l: Listener) => (listener = l) } } };
  listenToTrackingMessages(browser as unknown as TrackingBrowser, h.tracker, db, () => h.t);
  const send = (message: unknown, sender: object) =>
    new Promise<unknown>((resolve) => {
      const async = listener(message, { id: 'self', ...sender }, resolve);
      if (async !== true) setTimeout(() => resolve(undefined), 20);
    });
  return { db, h, send };
}

const stats = { type: 'tracking/page-stats', url: PAGE, wordCount: 250, readProgress: 0.4 };

describe('listenToTrackingMessages', () => {
  it.each([
    ['the top frame of the tab', { tab: { id: 1 }, frameId: 0, url: PAGE }, 250],
    ['a sub-frame', { tab: { id: 1 }, frameId: 3, url: PAGE }, 0],
    ['another extension', { id: 'other', tab: { id: 1 }, frameId: 0, url: PAGE }, 0],
  ])('takes page stats only from %s', async (_name, sender, wordCount) => {
    const { db, send } = await setup();
    await send(stats, sender);
    await send({ type: 'tracking/retry' }, { url: `${EXTENSION}app.html` });
    expect((await db.visits.toArray())[0]?.wordCount).toBe(wordCount);
  });

  it('answers status to extension pages and ignores control messages from web pages', async () => {
    const { db, send } = await setup();
    expect(await send({ type: 'tracking/status' }, { url: `${EXTENSION}app.html` })).toEqual({ error: null, pending: 0 });
    expect(await send({ type: 'tracking/wipe-data' }, { tab: { id: 1 }, frameId: 0, url: PAGE })).toBeUndefined();
    expect(await db.visits.count()).toBe(1);
    await send({ type: 'tracking/wipe-data' }, { url: `${EXTENSION}app.html` });
    expect(await db.visits.count()).toBe(0);
  });
});

describe('describeWriteError', () => {
  it.each([
    [null, null],
    [Object.assign(new Error('full'), { name: 'QuotaExceededError' }), 'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.'],
    [Object.assign(new Error('x'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } }), 'Your disk is full, so the latest browsing data could not be saved. It is kept until you free space and retry.'],
    [new Error('The database connection is closing.'), 'The latest browsing data could not be saved (The database connection is closing.). It is kept until a retry succeeds.'],
  ])('%s → %s', (error, expected) => {
    expect(describeWriteError(error)).toBe(expected);
  });
});
