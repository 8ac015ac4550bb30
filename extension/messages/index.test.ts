import { describe, expect, it } from 'vitest';
import { receive } from './index';

const runtime = { id: 'ext', getURL: (path: string) => `chrome-extension://ext${path}` };
const page = { id: 'ext', url: 'https://a.dev/x', tab: { id: 3 }, frameId: 0 };
const barFrame = { id: 'ext', url: 'chrome-extension://ext/bar.html?mode=overlay', tab: { id: 3 }, frameId: 5 };
const mainPage = { id: 'ext', url: 'chrome-extension://ext/app.html?page=main' };
const otherExtension = { id: 'other', url: 'chrome-extension://other/x.html', tab: { id: 3 } };

describe('receive (one schema and one sender-trust rule for every message)', () => {
  it.each([
    ['page stats from a content script', { type: 'tracking/page-stats', url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 }, page, 'page'],
    ['page stats from an extension page', { type: 'tracking/page-stats', url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 }, mainPage, null],
    ['bar/open from a content script', { type: 'bar/open' }, page, 'page'],
    ['bar/close from the bar frame', { type: 'bar/close' }, barFrame, 'extension'],
    ['bar/close from a content script', { type: 'bar/close' }, page, null],
    ['wipe-data from the main page', { type: 'tracking/wipe-data' }, mainPage, 'extension'],
    ['wipe-data from a content script', { type: 'tracking/wipe-data' }, page, null],
    ['a call from the bar frame', { type: 'command/call', name: 'loadNote', args: ['a.dev'] }, barFrame, 'extension'],
    ['a call from a content script (its own rule decides later)', { type: 'command/call', name: 'addClip', args: ['x', 'https://a.dev/'] }, page, 'page'],
    ['anything from another extension', { type: 'bar/open' }, otherExtension, null],
    ['an unknown type', { type: 'tracking/unknown' }, mainPage, null],
    ['an inherited property as type', { type: 'toString' }, mainPage, null],
    ['a negative word count', { type: 'tracking/page-stats', url: 'https://a.dev/', wordCount: -1, readProgress: 0 }, page, null],
    ['a progress above 1', { type: 'tracking/page-stats', url: 'https://a.dev/', wordCount: 1, readProgress: 2 }, page, null],
    ['a url that is not one', { type: 'tracking/page-stats', url: 'javascript alert', wordCount: 1, readProgress: 0 }, page, null],
    ['a call without arguments', { type: 'command/call', name: 'loadNote' }, barFrame, null],
    ['null', null, page, null],
    ['a string', 'bar/open', page, null],
  ])('%s', (_name, input, sender, from) => {
    expect(receive(input, sender, runtime)?.from ?? null).toBe(from);
  });
});
