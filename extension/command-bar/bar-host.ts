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
 * command key (the first half of a double press) loads the frame hidden, so it is ready by the second
 * press; a frame that was never shown is dropped after PREPARED_MS. The frame is ready that soon because
 * bar.html paints a static shell of the bar and answers a show before React loads (start-bar-shell.ts).
 * Making the frame ahead of any tap (say at idle after load) was weighed and not done: it would put an
 * extension document in every open tab (memory in each, and ~3 ms of the page's main thread to make it on
 * every page load, most of issue 6's 5 ms content-script budget) for a bar most pages never open. Once
 * shown, the frame stays loaded and hidden between openings: reopening is a style change and a message,
 * not a page load, and a key that closes the bar never has its frame removed while that key is still being
 * handled in it. Hidden means `visibility: hidden` and `pointer-events: none` (inherited down to the
 * iframe), not `display: none`: the frame keeps its size and layout in its own process, so showing it lays
 * out nothing anew (display: none cost each opening a full layout of the bar, ~10 ms, and took reopening's
 * p95 from 30 to 57 ms in bench:bar). Hidden, it is invisible, cannot be clicked, is not in the
 * accessibility tree and cannot hold focus: a hidden frame that focuses itself (React taking over an opening
 * closed meanwhile) is given no keys, the host takes focus straight back.
 * No page can borrow the bar (issue 33): bar.html loads in a page only from the session's own address (the
 * manifest's `use_dynamic_url`), and the frame takes one port, the first whose hand-over carries the one-time
 * secret the background gave both this host and the frame (`hostPortGate`); the page sees neither exchange.
 */

import { BAR_PORT_MESSAGE, isPageRequest, type BarFrameMessage } from './bar-frame-messages';
import { articleOrReadableText, keepSelection, putText, type KeptSelection } from './page-selection';

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

/** The host while the bar is hidden: laid out but invisible and not hit by clicks (the frame's document stays loaded). */
const HIDDEN_STYLE = HOST_STYLE.replace('visibility: visible', 'visibility: hidden').replace(
  'pointer-events: auto',
  'pointer-events: none',
);

const FRAME_CSS =
  'iframe{all:initial;display:block;width:100%;height:100%;border:0;color-scheme:light;visibility:inherit;pointer-events:inherit;}';

/** Opens and closes the bar frame in one document. */
export interface BarHost {
  /** Loads the frame hidden, ahead of a likely open. */
  prepare(): void;
  open(input?: string): void;
  close(): void;
  isOpen(): boolean;
}

/** What the host asks the extension for, each time it makes a frame. */
export interface BarFrameSource {
  /** The bar page's address for this session (the dynamic one, wxt.config.ts). */
  url(): string;
  /** The origin of the bar page's document: the extension's own, whatever address loaded it. */
  origin(): string;
  /** A new one-time secret from the background, which the frame claims too; null when none came. */
  secret(): Promise<string | null>;
  /** Asks the background for the page's article (`article.js`, issue 36), for /chat's "This page". */
  findArticle(): void;
}

/** Creates the bar host for `doc`; `source` gives the bar page's address and secret when the frame is made. */
export function createBarHost(doc: Document, source: BarFrameSource): BarHost {
  let host: HTMLDialogElement | null = null;
  let shell: HTMLElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let port: MessagePort | null = null;
  let used = false; // shown at least once: kept loaded from then on
  let shown = false;
  let loaded = false; // the frame holds the bar page (its load event fired)
  let returnFocus: Element | null = null;
  let returnedTo: Element | null = null; // where the last close gave focus back
  let forget = () => {}; // stops the frame's focus guard (see create)
  let dropTimer: ReturnType<typeof setTimeout> | undefined;
  let kept: KeptSelection | null = null; // where the selection was when the bar opened (issue #23)

  const send = (message: BarFrameMessage) => port?.postMessage(message);

  const drop = () => {
    forget();
    host?.remove();
    port?.close();
    host = shell = frame = port = null;
    loaded = false;
  };

  /** Issue 6: focus goes back where it was before the bar opened. */
  const focusReturned = () => {
    if (returnedTo instanceof HTMLElement || returnedTo instanceof SVGElement)
      returnedTo.focus({ preventScroll: true });
  };

  const close = () => {
    if (!host || !shown) return;
    shown = false;
    send({ type: 'hide' });
    // Keys must reach the page again, not the hidden frame, which keeps keyboard focus otherwise (even where
    // the page had nothing focused): focusing the shell moves focus to the page's own frame before hiding it.
    // (Not window.focus(), which would bring back a tab a command just left, as /switch does.)
    shell!.focus({ preventScroll: true });
    host.close();
    host.setAttribute('style', HIDDEN_STYLE);
    returnedTo = returnFocus;
    returnFocus = null;
    focusReturned();
  };

  const create = () => {
    const dialog = doc.createElement('dialog');
    dialog.setAttribute('style', HIDDEN_STYLE);
    dialog.dataset.intentlyBar = '';
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    // <dialog> cannot host a shadow root, so a custom element inside it does; both carry the inline guard.
    const element = doc.createElement('intently-bar');
    element.setAttribute(
      'style',
      HOST_STYLE.replace('visibility: visible', 'visibility: inherit').replace(
        'pointer-events: auto',
        'pointer-events: inherit',
      ),
    );
    element.tabIndex = -1; // focusable by script only, to take focus back from the frame on close
    dialog.append(element);
    const root = element.attachShadow({ mode: 'closed' });
    const style = doc.createElement('style');
    style.textContent = FRAME_CSS;
    const iframe = doc.createElement('iframe');
    const channel = new MessageChannel();
    const secret = source.secret(); // asked before the frame exists, so it is issued before the frame claims it
    // Messages sent before the frame has loaded wait in the channel until the frame takes its end. The port goes
    // to the extension's origin only: a document the page put in the frame's place never gets it.
    iframe.addEventListener(
      'load',
      () => {
        loaded = true;
        void secret.then((s) =>
          iframe.contentWindow?.postMessage({ type: BAR_PORT_MESSAGE, secret: s }, source.origin(), [channel.port2]),
        );
        if (shown) iframe.focus();
      },
      { once: true },
    );
    // A hidden frame never keeps the keyboard: a bar that focuses itself after its close (React taking over an
    // opening whose hide is still on its way: an Escape pressed while React loaded) gives it straight back. The
    // page's window is blurred then, and the focused element inside the shadow root is the frame (the element
    // hears no focus event when focus moves into its frame).
    const view = doc.defaultView;
    const keepKeys = () =>
      setTimeout(() => {
        if (shown || root.activeElement !== iframe) return;
        shell!.focus({ preventScroll: true });
        focusReturned();
      });
    view?.addEventListener('blur', keepKeys);
    forget = () => view?.removeEventListener('blur', keepKeys);
    iframe.src = `${source.url()}?mode=overlay`;
    // Named: `allow` without an origin means the src's, and the dynamic address's differs from the document's.
    iframe.setAttribute('allow', `clipboard-write ${source.origin()}`);
    iframe.title = 'Intently command bar';
    root.append(style, iframe);
    doc.documentElement.append(dialog);
    host = dialog;
    shell = element;
    frame = iframe;
    port = channel.port1;
    // Issue #23: the frame asks for the page's text, or to put a translation where the selection was.
    port.onmessage = ({ data }) => {
      if (!isPageRequest(data)) return;
      if (data.type === 'page-text') {
        void articleOrReadableText(doc, source.findArticle).then((page) =>
          send({ type: 'page-text', id: data.id, page }),
        );
        return;
      }
      const where = kept;
      close(); // the page is inert under the open bar; the selection's place gets focus back first
      send({ type: 'put-text', id: data.id, outcome: where ? putText(doc, where, data.text) : 'none' });
    };
  };

  const prepare = () => {
    if (host) return;
    create();
    dropTimer = setTimeout(() => !used && drop(), PREPARED_MS);
  };

  const open = (input = '') => {
    clearTimeout(dropTimer);
    if (!host) create();
    if (!shown) {
      returnFocus = doc.activeElement;
      kept = keepSelection(doc);
    }
    used = shown = true;
    const selected =
      kept?.kind === 'field' ? kept.field.value.slice(kept.start, kept.end) : doc.getSelection()?.toString();
    const selectionPlace = !kept ? 'none' : kept.kind === 'page' ? 'page' : 'editable';
    send({ type: 'show', input, selection: selected?.slice(0, 20_000) ?? '', selectionPlace });
    host!.setAttribute('style', HOST_STYLE);
    if (!host!.open) host!.showModal();
    // A frame opened before it has loaded is focused on load: focused earlier, while its document is swapped
    // for the extension's, Chromium can go on routing keys to the page although both documents report the
    // bar's frame as focused (keys typed into the bar were then lost, and seen by the page's listeners).
    if (loaded) frame!.focus();
  };

  return { prepare, open, close, isOpen: () => shown };
}
