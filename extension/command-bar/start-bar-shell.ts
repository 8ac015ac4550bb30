import type { BackgroundMessenger } from '../messages/to-background';
import type { BarContext } from '../commands/define-command';
import { closeBar } from './bar-context';
import { createDoublePressDetector, commandKeyFor } from './double-press';
import { BAR_PORT_MESSAGE, BAR_VISIBLE_MARK, isBarFrameMessage, type ShowFrameMessage } from './bar-frame-messages';
import { hostPageAccess, type HostPageAccess } from './bar-page-access';
import { hostPortGate } from './host-port-gate';

/** The React bar once loaded: it renders each opening (a fresh bar) and nothing while hidden. */
export interface BarView {
  show(message: ShowFrameMessage): void;
  hide(): void;
}

/**
 * Starts the React bar on the page's #root, taking over a shell already on screen (`opening`, with the
 * text typed into the shell's input so far, and `entered` when Enter was pressed in it) or clearing a
 * hidden one (null).
 */
export type StartBarView = (opening: ShowFrameMessage | null, entered: boolean, page: HostPageAccess) => BarView;

/**
 * The bar page's first script, small and free of React, so a bar is on screen and typed into as soon as the page has
 * parsed (issue 6: visible ≤ 50 ms after the second key press, also on a page's first opening). bar.html carries a
 * static, styled shell of the bar (its input, placeholder and look). This script wires what needs no React: the mode,
 * closing (Escape, a click outside, a second double press), focus, and the overlay's private port from the page's bar
 * host (the one port handed over with the frame's secret). A show before React is loaded shows and focuses the shell;
 * React is loaded only after that opening has painted (`loadView`), so the show never waits for React's 200 KB and a
 * lone tap that prepared a hidden frame never runs it. React then takes over the shell's input with what was typed into
 * it (an Enter pressed meanwhile is run then, not lost) and handles every later opening. Marks BAR_VISIBLE_MARK after
 * each opening paints with the input focused.
 */
export function startBarShell(
  win: Window,
  send: BackgroundMessenger['sendMessage'],
  loadView: () => Promise<StartBarView>,
): void {
  const doc = win.document;
  const params = new URLSearchParams(win.location.search);
  // A framed bar is always the overlay, which waits for its content script's port: a frame asking for the window
  // mode (which shows the `input` it is given at once) gets none (issue 33).
  const mode: BarContext['mode'] = win.parent !== win || params.get('mode') === 'overlay' ? 'overlay' : 'window';
  doc.documentElement.dataset.mode = mode;
  const mount = doc.getElementById('root');
  const close = () => closeBar(send, mode, win);
  const detector = createDoublePressDetector(commandKeyFor(win.navigator.platform), close);
  const focusInput = () => doc.querySelector<HTMLInputElement>('.bar-input')?.focus();

  let view: BarView | null = null;
  let shown: ShowFrameMessage | null = null; // the opening on screen, while the shell shows it
  let entered = false; // Enter was pressed in the shell: React runs it when it takes over
  win.addEventListener('keydown', (e) => {
    detector.keydown(e);
    if (e.key === 'Escape') close();
    else if (e.key === 'Enter' && !view) {
      // React runs it on taking over. Cancelled here so its keypress, if React takes over before that
      // arrives, cannot also press whatever the command just focused (a second, unwanted action). Keys reach the
      // frame only once its host focused it to show it, which can be before the port's show message is read here
      // (a loaded machine): an Enter then is kept too, not lost.
      e.preventDefault();
      entered = true;
    }
  });
  win.addEventListener('keyup', (e) => detector.keyup(e));
  // A frame prepared hidden gets focus only when shown: put the caret in the input then.
  win.addEventListener('focus', () => doc.activeElement === doc.body && focusInput());
  win.addEventListener('click', (e) => {
    if (e.target === doc.documentElement || e.target === doc.body || e.target === mount) close();
  });

  let hostPort: MessagePort | null = null;
  const page = hostPageAccess(() => hostPort);
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void loadView().then((start) => {
      view = start(shown, entered, page);
      shown = null;
    });
  };
  const markVisible = () =>
    win.requestAnimationFrame(() =>
      win.setTimeout(() => {
        win.performance.mark(BAR_VISIBLE_MARK);
        load();
      }),
    );
  const show = (message: ShowFrameMessage) => {
    if (view) view.show(message);
    else {
      const field = doc.querySelector<HTMLInputElement>('.bar-input');
      if (field && message.input) field.value = message.input;
      shown = message;
    }
    focusInput();
    markVisible();
  };
  const hide = () => {
    if (view) view.hide();
    else if (shown) doc.querySelector<HTMLInputElement>('.bar-input')!.value = ''; // the next opening starts fresh
    shown = null;
    entered = false;
  };

  if (mode === 'window') {
    show({
      type: 'show',
      input: params.get('input') ?? '',
      selection: params.get('selection') ?? '',
      selectionPlace: 'none',
    });
    return;
  }
  // Issue 33: the one port taken is the first handed over with the secret the background gave this frame and its
  // content script (claimed at once, while the page loads the frame); every other port and message is ignored.
  const takePort = hostPortGate(send('bar/claim-secret').catch(() => null));
  const offered = (event: MessageEvent) => {
    const port = event.ports[0];
    if (event.source !== win.parent || event.data?.type !== BAR_PORT_MESSAGE || !port) return;
    void takePort(event.data.secret).then((taken) => {
      if (!taken) return port.close();
      win.removeEventListener('message', offered);
      hostPort = port;
      port.onmessage = ({ data }) => {
        if (!isBarFrameMessage(data)) return;
        if (data.type === 'show') show(data);
        else if (data.type === 'hide') hide();
        else page.take(data);
      };
    });
  };
  win.addEventListener('message', offered);
}
