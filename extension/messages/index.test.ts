import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeChromeRuntime } from './fake-chrome-runtime';
import { askBackground } from './ask-background';
import { accept } from './index';
import { onTrusted } from './on-trusted';
import { tellBackground } from './tell-background';
import { toBackground } from './to-background';

const runtime = { id: 'ext', getURL: (path: string) => `chrome-extension://ext${path}` };
const page = { id: 'ext', url: 'https://a.dev/x', tab: { id: 3 }, frameId: 0 };
const barFrame = { id: 'ext', url: 'chrome-extension://ext/bar.html?mode=overlay', tab: { id: 3 }, frameId: 5 };
const mainPage = { id: 'ext', url: 'chrome-extension://ext/app.html?page=main' };
const otherExtension = { id: 'other', url: 'chrome-extension://other/x.html', tab: { id: 3 } };

describe('accept (one schema and one sender-trust rule for every message)', () => {
  it.each([
    [
      'page stats from a content script',
      'tracking/page-stats',
      { url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 },
      page,
      'page',
    ],
    [
      'page stats from an extension page',
      'tracking/page-stats',
      { url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 },
      mainPage,
      null,
    ],
    [
      'a video from a content script',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: 'Lofi', author: 'Chill' },
      page,
      'page',
    ],
    [
      'a video without a channel from a content script',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: 'Lofi' },
      page,
      'page',
    ],
    [
      'a video from an extension page',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: 'Lofi' },
      mainPage,
      null,
    ],
    [
      'a video without a title',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: '', author: 'Chill' },
      page,
      null,
    ],
    [
      'a video with an empty channel',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: 'Lofi', author: '' },
      page,
      null,
    ],
    [
      'a video with a title too long',
      'tracking/video',
      { url: 'https://www.youtube.com/watch?v=a', title: 'x'.repeat(1001) },
      page,
      null,
    ],
    ['bar/open from a content script', 'bar/open', {}, page, 'page'],
    ['bar/prepare from a frame of a page', 'bar/prepare', undefined, page, 'page'],
    ['bar/close from the bar frame', 'bar/close', undefined, barFrame, 'extension'],
    ['bar/close from a content script', 'bar/close', undefined, page, null],
    ['a bar secret asked for by a content script', 'bar/issue-secret', undefined, page, 'page'],
    ['a bar secret asked for by an extension page', 'bar/issue-secret', undefined, barFrame, null],
    ['a bar secret claimed by the bar frame', 'bar/claim-secret', undefined, barFrame, 'extension'],
    ['a bar secret claimed by a content script', 'bar/claim-secret', undefined, page, null],
    ['delete-all from the main page', 'data/delete-all', undefined, mainPage, 'extension'],
    ['delete-all from a content script', 'data/delete-all', undefined, page, null],
    ['a call from the bar frame', 'command/call', { name: 'loadNote', args: ['a.dev'] }, barFrame, 'extension'],
    [
      'a call from a content script (its own rule decides later)',
      'command/call',
      { name: 'addClip', args: ['x', 'https://a.dev/'] },
      page,
      'page',
    ],
    ['anything from another extension', 'bar/open', {}, otherExtension, null],
    ['an unknown type', 'tracking/unknown', undefined, mainPage, null],
    ['an inherited property as type', 'toString', undefined, mainPage, null],
    [
      'a negative word count',
      'tracking/page-stats',
      { url: 'https://a.dev/', wordCount: -1, readProgress: 0 },
      page,
      null,
    ],
    ['a progress above 1', 'tracking/page-stats', { url: 'https://a.dev/', wordCount: 1, readProgress: 2 }, page, null],
    [
      'a url that is not one',
      'tracking/page-stats',
      { url: 'javascript alert', wordCount: 1, readProgress: 0 },
      page,
      null,
    ],
    ['a call without arguments', 'command/call', { name: 'loadNote' }, barFrame, null],
    ['data on a message that carries none', 'data/delete-all', { all: true }, mainPage, null],
    ['no data on a message that carries some', 'bar/open', undefined, page, null],
  ])('%s', (_name, type, data, sender, from) => {
    expect(accept(type as 'bar/open', data, sender, runtime)?.from ?? null).toBe(from);
  });
});

describe('onTrusted (every background handler behind that rule, over @webext-core/messaging)', () => {
  afterEach(() => toBackground.removeAllListeners());

  it('runs the handler for a sender that may send the message and answers with its value', async () => {
    const fake = fakeChromeRuntime('ext', 'chrome-extension://ext/');
    onTrusted(fake.runtime, {
      'command/call': ({ name, args }, _sender, from) => ({ ok: true, value: `${name}(${args.join()}) from ${from}` }),
    });
    fake.from(barFrame);
    expect(await toBackground.sendMessage('command/call', { name: 'loadNote', args: ['a.dev'] })).toEqual({
      ok: true,
      value: 'loadNote(a.dev) from extension',
    });
  });

  it.each([
    ['a sender that may not send it', mainPage, { url: 'https://a.dev/', wordCount: 1, readProgress: 0 }],
    ['data out of its shape', page, { url: 'https://a.dev/', wordCount: -1, readProgress: 0 }],
  ])('refuses %s: the sender is told, the handler never runs', async (_name, sender, data) => {
    const fake = fakeChromeRuntime('ext', 'chrome-extension://ext/');
    const handler = vi.fn();
    onTrusted(fake.runtime, { 'tracking/page-stats': handler });
    fake.from(sender);
    await expect(toBackground.sendMessage('tracking/page-stats', data)).rejects.toThrow(
      'Intently refused a "tracking/page-stats" message',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it('leaves a message without a handler unanswered', async () => {
    const fake = fakeChromeRuntime('ext', 'chrome-extension://ext/');
    onTrusted(fake.runtime, { 'bar/open': () => undefined });
    fake.from(mainPage);
    await expect(toBackground.sendMessage('tracking/status')).rejects.toThrow(
      'The message port closed before a response was received.',
    );
  });

  it("takes a content script's message sent without the library (its envelope, by tellBackground) like any other", async () => {
    const fake = fakeChromeRuntime('ext', 'chrome-extension://ext/');
    const stats = vi.fn();
    onTrusted(fake.runtime, { 'tracking/page-stats': stats });
    fake.from(page);
    tellBackground(fake.runtime, 'tracking/page-stats', { url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 });
    await vi.waitFor(() =>
      expect(stats).toHaveBeenCalledWith({ url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 }, page, 'page'),
    );
  });

  it.each([
    ['the handler’s answer', { 'bar/issue-secret': () => 'secret' }, page, 'secret'],
    ['null where the sender may not send it', { 'bar/issue-secret': () => 'secret' }, barFrame, null],
    ['null where no handler answers', {}, page, null],
  ])(
    "gives a content script's request sent without the library (askBackground) %s",
    async (_what, handlers, sender, answer) => {
      const fake = fakeChromeRuntime('ext', 'chrome-extension://ext/');
      onTrusted(fake.runtime, handlers);
      fake.from(sender);
      expect(await askBackground(fake.runtime, 'bar/issue-secret', undefined)).toBe(answer);
    },
  );
});
