import { listenForDoublePress } from '../command-bar/listen-for-double-press';
import { tellBackground } from '../messages/tell-background';

/**
 * The double press inside a page's frames (issue 36): declared in wxt.config.ts for every frame of http(s) pages,
 * about:blank and srcdoc frames included, at `document_start`, so its key listeners come before the frame's own
 * scripts. A frame never shows the bar: a double press asks the background to open it in the tab's top frame, over
 * the whole tab (the top frame's content script, or the bar window where none answers), and a first tap has it
 * prepared there. The bar gives focus back to this frame when it closes; the field that had it here gets it back. Nothing else runs in frames, and the top frame, where content-script.ts listens itself, returns at
 * once: every frame of every page pays for this file, so it stays this small.
 */
export default defineUnlistedScript(() => {
  if (window === window.top) return;
  let typingIn: Element | null = null; // the frame's field when the bar opened
  window.addEventListener('focus', () => {
    if (typingIn instanceof HTMLElement && document.activeElement === document.body) typingIn.focus();
    typingIn = null;
  });
  listenForDoublePress(window, {
    double: () => {
      typingIn = document.activeElement;
      tellBackground(browser.runtime, 'bar/open', {});
    },
    firstTap: () => tellBackground(browser.runtime, 'bar/prepare', undefined),
  });
});
