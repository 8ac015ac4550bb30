/**
 * The bar's isolation shell in a web page (content-script side). Isolation design:
 * - The bar UI is an extension page (bar.html) in an iframe, so page CSS cannot select into it and its
 *   CSS cannot leak out, and keys typed in it are dispatched in the extension's document: the page's
 *   listeners (even window capture-phase ones) never see them.
 * - The iframe lives in a closed shadow root, so page scripts cannot reach it through the DOM.
 * - The host element is a modal <dialog> shown in the top layer, above any z-index the page uses and
 *   above a modal dialog the page already opened (a popover would be inert under it); while the bar is
 *   open the page is inert. It carries `all: initial !important` inline, which beats every page rule
 *   (inline !important wins the author cascade) and cuts off inherited styles such as `visibility: hidden`.
 * Created only when asked for, so a page that never opens the bar pays nothing for it. A lone tap of the
 * command key (the first half of a double press) prepares the frame hidden, so it is loaded by the
 * second press; an unused prepared frame is dropped after PREPARED_MS.
 */

/** How long a frame prepared by a lone tap waits for the second press. */
export const PREPARED_MS = 1000;

const HOST_STYLE = [
  'all: initial !important',
  'display: block !important',
  'position: fixed !important',
  'inset: 0 !important',
  'width: 100vw !important',
  'height: 100vh !important',
  'max-width: none !important',
  'max-height: none !important',
  'margin: 0 !important',
  'padding: 0 !important',
  'border: 0 !important',
  'background: transparent !important',
  'overflow: hidden !important',
  'z-index: 2147483647 !important',
  'opacity: 1 !important',
  'visibility: visible !important',
  'pointer-events: auto !important',
].join(';');

const FRAME_CSS = 'iframe{all:initial;display:block;width:100%;height:100%;border:0;color-scheme:light;}';

/** Opens and closes the bar frame in one document. */
export interface BarHost {
  /** Loads the frame hidden, ahead of a likely open. */
  prepare(): void;
  open(input?: string): void;
  close(): void;
  isOpen(): boolean;
}

/** Creates the bar host for `doc`; `frameUrl` is the bar page's extension URL. */
export function createBarHost(doc: Document, frameUrl: string): BarHost {
  let host: HTMLDialogElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let shown = false;
  let returnFocus: Element | null = null;
  let dropTimer: ReturnType<typeof setTimeout> | undefined;

  const close = () => {
    clearTimeout(dropTimer);
    if (!host) return;
    host.remove();
    host = frame = null;
    // Issue 6: Escape or a click outside returns focus where it was.
    if (shown && (returnFocus instanceof HTMLElement || returnFocus instanceof SVGElement)) returnFocus.focus({ preventScroll: true });
    shown = false;
    returnFocus = null;
  };

  const create = (input?: string) => {
    const dialog = doc.createElement('dialog');
    host = dialog;
    dialog.setAttribute('style', `${HOST_STYLE};visibility: hidden !important;pointer-events: none !important`);
    dialog.dataset.intentlyBar = '';
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    // <dialog> cannot host a shadow root, so a custom element inside it does; both carry the inline guard.
    const shell = doc.createElement('intently-bar');
    shell.setAttribute('style', HOST_STYLE);
    dialog.append(shell);
    const root = shell.attachShadow({ mode: 'closed' });
    const style = doc.createElement('style');
    style.textContent = FRAME_CSS;
    frame = doc.createElement('iframe');
    const selection = doc.getSelection()?.toString().slice(0, 2000) ?? '';
    const params = new URLSearchParams({ mode: 'overlay' });
    if (input) params.set('input', input);
    if (selection) params.set('selection', selection);
    frame.src = `${frameUrl}?${params}`;
    frame.setAttribute('allow', 'clipboard-write');
    frame.title = 'Intently command bar';
    root.append(style, frame);
    doc.documentElement.append(dialog);
  };

  const prepare = () => {
    if (host) return;
    create();
    dropTimer = setTimeout(() => !shown && close(), PREPARED_MS);
  };

  const open = (input?: string) => {
    if (shown || input) close();
    clearTimeout(dropTimer);
    if (!host) create(input);
    returnFocus = doc.activeElement;
    shown = true;
    host!.setAttribute('style', HOST_STYLE);
    host!.showModal();
    frame!.focus();
  };

  return { prepare, open, close, isOpen: () => shown };
}
