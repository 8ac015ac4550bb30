/**
 * The page's side of /chat's "this page" and /translate's "in place" (issue #23), run by the bar host in the
 * content script, only when the person asks:
 * - `keepSelection` notes, when the bar opens, where the selection is: in a text field or textarea, in an
 *   editable region (contenteditable), or on the page's text;
 * - `putText` puts a translation there once the bar has closed: in an editable place it replaces the selection
 *   (through the browser's insertText, so the page hears an input event and Undo brings the original back); on
 *   plain page text, which a page does not let anyone edit, it shows the translation in a box over the selection
 *   (closed with ×, Escape or a click elsewhere), leaving the page as it was;
 * - `articleOrReadableText` takes the article Readability finds (issue 36, `article.js`, asked for when not yet
 *   known and waited for up to ARTICLE_WAIT_MS), else `readableText`: the page's readable text at that moment, its
 *   article or main region when it has one, else the body, as rendered (hidden text left out).
 */

import type { PageText } from '../commands/define-command';
import { waitForArticle } from '../article/page-article';

/** Where the selection was when the bar opened. */
export type KeptSelection =
  | { kind: 'field'; field: HTMLInputElement | HTMLTextAreaElement; start: number; end: number }
  | { kind: 'editable'; element: HTMLElement; range: Range }
  | { kind: 'page'; range: Range };

/** The most characters of page text taken. */
const MAX_TEXT = 50_000;

/** Notes where the selection is now; null when nothing is selected. */
export function keepSelection(doc: Document): KeptSelection | null {
  const active = doc.activeElement;
  const field = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null;
  // A field's own selection, when it has one; a field with only a caret leaves the page's selection to look at.
  if (
    field &&
    field.selectionStart !== null &&
    field.selectionEnd !== null &&
    field.selectionStart !== field.selectionEnd &&
    !field.readOnly &&
    !field.disabled
  ) {
    return { kind: 'field', field, start: field.selectionStart, end: field.selectionEnd };
  }
  const selection = doc.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0).cloneRange();
  const node = range.commonAncestorContainer;
  const element = (node instanceof HTMLElement ? node : node.parentElement)?.closest<HTMLElement>(
    '[contenteditable]:not([contenteditable="false"])',
  );
  return element?.isContentEditable ? { kind: 'editable', element, range } : { kind: 'page', range };
}

/** Replaces the kept selection with `text` where it is editable, or shows `text` over it; answers which it did. */
export function putText(doc: Document, kept: KeptSelection, text: string): 'replaced' | 'shown' {
  if (kept.kind === 'field') {
    const { field, start, end } = kept;
    field.focus({ preventScroll: true });
    field.setSelectionRange(start, end);
    // insertText keeps the page's Undo and input events; a field that refuses it gets the text set directly.
    if (!doc.execCommand('insertText', false, text)) {
      field.setRangeText(text, start, end, 'end');
      field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }));
    }
    return 'replaced';
  }
  if (kept.kind === 'editable' && kept.element.isConnected) {
    kept.element.focus({ preventScroll: true });
    const selection = doc.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(kept.range);
    if (doc.execCommand('insertText', false, text)) return 'replaced';
  }
  showOver(doc, kept.range, text);
  return 'shown';
}

/** A box with `text` over the range, in a closed shadow root (the page's styles cannot reach it). */
function showOver(doc: Document, range: Range, text: string): void {
  const rect = range.getBoundingClientRect();
  const host = doc.createElement('intently-translation');
  host.setAttribute(
    'style',
    'all: initial !important; position: fixed !important; z-index: 2147483647 !important; inset: 0 auto auto 0 !important;',
  );
  const root = host.attachShadow({ mode: 'closed' });
  const box = doc.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', 'Translation');
  const top = Math.min(Math.max(8, rect.bottom + 6), doc.documentElement.clientHeight - 80);
  const left = Math.min(Math.max(8, rect.left), Math.max(8, doc.documentElement.clientWidth - 420));
  box.setAttribute(
    'style',
    `position:fixed;top:${top}px;left:${left}px;max-width:400px;max-height:40vh;overflow:auto;padding:10px 32px 10px 12px;background:#fff;color:#111;font:14px/1.45 system-ui,sans-serif;border:1px solid #ccc;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.18);white-space:pre-wrap;`,
  );
  box.textContent = text;
  const close = doc.createElement('button');
  close.type = 'button';
  close.textContent = '×';
  close.setAttribute('aria-label', 'Close the translation');
  close.setAttribute(
    'style',
    'position:absolute;top:4px;right:4px;border:0;background:none;font:18px system-ui;cursor:pointer;color:#444;',
  );
  box.append(close);
  root.append(box);
  const remove = () => {
    host.remove();
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('pointerdown', onPointer, true);
  };
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && remove();
  const onPointer = (event: PointerEvent) => !event.composedPath().includes(host) && remove();
  close.addEventListener('click', remove);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('pointerdown', onPointer, true);
  doc.documentElement.append(host);
}

/** The longest wait for `article.js` before the page's text falls back to `readableText` (it runs in idle time). */
const ARTICLE_WAIT_MS = 4_000;

/** The page's article text, asking for it with `findArticle` when not yet known; `readableText` where there is none. */
export async function articleOrReadableText(doc: Document, findArticle: () => void): Promise<PageText | null> {
  const win = doc.defaultView;
  const found = win ? await waitForArticle(win, doc.URL, findArticle, ARTICLE_WAIT_MS) : undefined;
  if (!found?.article) return readableText(doc);
  return {
    title: doc.title.slice(0, 500),
    url: doc.location.href.slice(0, 2_000),
    text: found.article.text.slice(0, MAX_TEXT),
  };
}

/** The page's readable text now: its article or main region, else the body, as rendered, at most MAX_TEXT characters. */
export function readableText(doc: Document): PageText | null {
  const region =
    doc.querySelector<HTMLElement>('article') ?? doc.querySelector<HTMLElement>('main, [role="main"]') ?? doc.body;
  const text = (region?.innerText ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_TEXT);
  return text ? { title: doc.title.slice(0, 500), url: doc.location.href.slice(0, 2_000), text } : null;
}
