import { MAX_CLIP_CHARS } from '../commands/clip/clips';

/** The call a content script makes for each copy: /clip's `addClip`, one of the few calls a page may make (validated in the background). */
export interface ClipCopiedCall {
  name: 'addClip';
  args: [text: string, url: string];
}

/** The text a copy event copies: the selection inside a text field, else the page selection. */
export function copiedText(doc: Document): string {
  const field = doc.activeElement;
  if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'password')) {
    return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
  }
  return doc.getSelection()?.toString() ?? '';
}

/**
 * SPEC §1 clipboard history: reports text copied in the page (never from password fields) while the switch
 * is on. The switch is read at each copy, so a page costs nothing until something is copied and follows the
 * switch at once; the text is taken first (a copy button removes its selection right after copying) and
 * dropped unsent when the switch is off.
 */
export function watchCopies(
  doc: Document,
  historyOn: () => Promise<boolean>,
  send: (call: ClipCopiedCall) => void,
): void {
  doc.addEventListener(
    'copy',
    () => {
      const text = copiedText(doc).slice(0, MAX_CLIP_CHARS);
      if (text.trim()) void historyOn().then((on) => on && send({ name: 'addClip', args: [text, doc.location.href] }));
    },
    true,
  );
}
