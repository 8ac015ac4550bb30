import { describe, expect, it } from 'vitest';
import { articleAt, publishArticle, waitForArticle } from './page-article';

/** A window for the holder: a global object with timers, as a content script's isolated world has. */
const newWindow = () => ({ setTimeout: globalThis.setTimeout.bind(globalThis) }) as unknown as Window;
const found = (url: string) => ({ url, article: { words: 3, text: 'one two three' } });

describe('page-article', () => {
  it('keeps what was published for its address only', () => {
    const win = newWindow();
    expect(articleAt(win, 'https://a.test/')).toBeUndefined();
    publishArticle(win, found('https://a.test/'));
    expect(articleAt(win, 'https://a.test/')?.article?.words).toBe(3);
    expect(articleAt(win, 'https://a.test/next')).toBeUndefined();
  });

  it('answers at once when the article is known, without asking', async () => {
    const win = newWindow();
    publishArticle(win, found('https://a.test/'));
    let asked = 0;
    await expect(waitForArticle(win, 'https://a.test/', () => asked++, 1_000)).resolves.toMatchObject({
      url: 'https://a.test/',
    });
    expect(asked).toBe(0);
  });

  it("asks, then waits for its address's article, passing over another address's", async () => {
    const win = newWindow();
    const waiting = waitForArticle(
      win,
      'https://a.test/b',
      () => {
        publishArticle(win, found('https://a.test/a'));
        setTimeout(() => publishArticle(win, { url: 'https://a.test/b', article: null }), 10);
      },
      5_000,
    );
    await expect(waiting).resolves.toEqual({ url: 'https://a.test/b', article: null });
  });

  it('gives up after the wait when nothing comes', async () => {
    const win = newWindow();
    await expect(waitForArticle(win, 'https://a.test/', () => undefined, 20)).resolves.toBeUndefined();
  });
});
