/** The clipboard-history message a content script sends for each copy (validated in the background). */
export interface ClipCopiedMessage {
  type: 'clip/copied';
  text: string;
  url: string;
}

/** Longest copied text kept in the clipboard history; longer copies are cut. */
export const MAX_CLIP_CHARS = 20_000;

/** The text a copy event copies: the selection inside a text field, else the page selection. */
export function copiedText(doc: Document): string {
  const field = doc.activeElement;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'password')) {
    return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
  }
  return doc.getSelection()?.toString() ?? '';
}

/** SPEC §1 clipboard history: reports text copied in the page (never from password fields). */
export function watchCopies(doc: Document, send: (message: ClipCopiedMessage) => void): void {
  doc.addEventListener(
    'copy',
    () => {
      const text = copiedText(doc).slice(0, MAX_CLIP_CHARS);
      if (text.trim()) send({ type: 'clip/copied', text, url: doc.location.href });
    },
    true,
  );
}
