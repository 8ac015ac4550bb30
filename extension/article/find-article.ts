/**
 * The page's article as a reader sees it (issue 36): Mozilla's Readability, the extractor of Firefox's Reader View,
 * run on a clone of the document, so the page itself is never changed. Only in `article.js`, which the background
 * injects at idle time once the content script has counted the body (never on the page's critical path).
 * - A page with more than MAX_ELEMENTS elements or MAX_WORDS words is not cloned (Readability's time grows with
 *   the text: the clone and the parse would hold the main thread for hundreds of milliseconds): it keeps the body
 *   count and the article-or-main text, as before. Such a long page is mostly its article (over Readability's test
 *   corpus, each page past the cap counts within 12% of its article), and "This page" sends 50,000 characters at most.
 * - A page that Readability's own test (`isProbablyReaderable`: enough long paragraphs) says has no article, or
 *   where it finds none, keeps them too: a search page, a web app or a home page has no article to count.
 */
import { Readability, isProbablyReaderable } from '@mozilla/readability';
import { countWords, pageText } from '../tracking/count-words';

/** Elements above which a page is not cloned for Readability (a long article page has 2,000 to 10,000). */
export const MAX_ELEMENTS = 30_000;

/** Words of the body's text above which a page is not cloned for Readability (a 50-minute read). */
export const MAX_WORDS = 10_000;

/** The article found on a page: its words and its text, paragraphs apart. */
export interface FoundArticle {
  words: number;
  text: string;
}

/** Elements whose end closes a paragraph of the text. */
const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, pre, blockquote, tr, figcaption, dt, dd, div';

/** The text of Readability's article element: runs of spaces made one, a blank line after each block. */
function articleText(root: Element): string {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('pre')) node.nodeValue = (node.nodeValue ?? '').replace(/\s+/g, ' ');
  for (const block of root.querySelectorAll(BLOCKS)) block.append(doc.createTextNode('\n\n'));
  return (root.textContent ?? '')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The article of `doc`, or null where the page has none (or is too large to look for one). */
export function findArticle(doc: Document): FoundArticle | null {
  if (
    doc.getElementsByTagName('*').length > MAX_ELEMENTS ||
    countWords(pageText(doc)) > MAX_WORDS ||
    !isProbablyReaderable(doc)
  )
    return null;
  const clone = doc.cloneNode(true) as Document;
  const article = new Readability<Element>(clone, { serializer: (node) => node as Element }).parse();
  if (!article?.content) return null;
  const text = articleText(article.content);
  const words = countWords(text);
  return words > 0 ? { words, text } : null;
}
