/**
 * Word counting for reading stats (SPEC §3 URL visit wordCount) that never blocks the page: the page's
 * text nodes are read in requestIdleCallback slices, with no layout (no innerText).
 */

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 160 || code === 0x3000;

/** Number of words in `text`: runs of non-space characters. */
export function countWords(text: string): number {
  return wordsIn(text, false).words;
}

/** Words in `text`, where `inWord` says the text before it ended inside a word (which `text` may continue). */
function wordsIn(text: string, inWord: boolean): { words: number; inWord: boolean } {
  let words = 0;
  for (let i = 0; i < text.length; i += 1) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return { words, inWord };
}

/** The idle-callback scheduler the counter needs (window.requestIdleCallback or a stand-in). */
export type ScheduleIdle = (slice: (deadline: { timeRemaining(): number }) => void) => void;

/** A word count running in idle slices. */
export interface IdleWordCount {
  /** Counts what is left now (the page is going away) and returns the total; `done` is not called. */
  finish(): number;
}

/**
 * Counts the words of the texts `next` yields (null at the end), as one text (adjacent texts may join
 * into a word), in idle slices that stop when the slice's time runs out; calls `done` with the total.
 */
export function countWordsWhenIdle(next: () => string | null, scheduleIdle: ScheduleIdle, done: (count: number) => void): IdleWordCount {
  let words = 0;
  let inWord = false;
  let finished = false;
  const take = (text: string) => {
    const counted = wordsIn(text, inWord);
    words += counted.words;
    inWord = counted.inWord;
  };
  const slice = (deadline: { timeRemaining(): number }) => {
    if (finished) return;
    for (let text = next(); text !== null; text = next()) {
      take(text);
      if (deadline.timeRemaining() <= 1) return scheduleIdle(slice);
    }
    finished = true;
    done(words);
  };
  scheduleIdle(slice);
  return {
    finish() {
      if (!finished) for (let text = next(); text !== null; text = next()) take(text);
      finished = true;
      return words;
    },
  };
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA']);

/** Yields the text of each visible-kind text node under the document's body (not script, style…), then null. */
export function pageTexts(doc: Document): () => string | null {
  const body = doc.body;
  if (!body) return () => null;
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (SKIPPED.has(node.parentElement?.tagName ?? '') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  return () => walker.nextNode()?.nodeValue ?? null;
}
