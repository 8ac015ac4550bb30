import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { WxtBrowser } from 'wxt/browser';
import { BarApp } from './bar-app';
import { createCallTool } from './call-tool';
import { closeBar, resolveBarTab, type BarContext } from './bar-context';
import { createDoublePressDetector, commandKeyFor } from './double-press';
import { BAR_PORT_MESSAGE, BAR_VISIBLE_MARK, isBarFrameMessage, type ShowFrameMessage } from './bar-frame-messages';

/**
 * Renders the bar page (overlay frame or window) and wires closing: Escape, a click outside the bar,
 * and a second double press. An overlay frame stays loaded between openings: each show from the page's
 * bar host (over its private port) starts a fresh bar. Marks BAR_VISIBLE_MARK after each opening paints.
 */
export function startBarPage(root: Root, mount: HTMLElement, win: Window, api: WxtBrowser): void {
  const params = new URLSearchParams(win.location.search);
  const mode = params.get('mode') === 'overlay' ? 'overlay' : 'window';
  win.document.documentElement.dataset.mode = mode;
  const call = createCallTool((message) => api.runtime.sendMessage(message));
  const tabPromise = resolveBarTab(api, call, params);
  const close = () => closeBar(api, mode, win);
  const detector = createDoublePressDetector(commandKeyFor(win.navigator.platform), close);

  win.addEventListener('keydown', (e) => {
    detector.keydown(e);
    if (e.key === 'Escape') close();
  });
  win.addEventListener('keyup', (e) => detector.keyup(e));
  // A frame prepared hidden gets focus only when shown: put the caret in the input then.
  win.addEventListener('focus', () => {
    if (win.document.activeElement === win.document.body) win.document.querySelector<HTMLInputElement>('.bar-input')?.focus();
  });
  win.addEventListener('click', (e) => {
    if (e.target === win.document.documentElement || e.target === win.document.body || e.target === mount) close();
  });

  // Keep what was typed into the static shell before React took over.
  const typed = mount.querySelector('input')?.value ?? '';
  let ctx: BarContext = {
    api,
    call,
    tab: undefined,
    selection: params.get('selection') ?? '',
    mode,
    now: () => Date.now(),
    close,
    setHidden: (hidden) => win.document.documentElement.classList.toggle('hidden', hidden),
  };
  let opening = 0; // the BarApp key: a new one starts a fresh bar (state, panel, sources)
  let input = params.get('input') ?? typed;
  let fresh = true; // the rendered bar was never shown: the first opening of a prepared frame uses it
  const render = () => root.render(<BarApp key={opening} ctx={ctx} initialInput={input} />);
  const markVisible = () => win.requestAnimationFrame(() => win.setTimeout(() => win.performance.mark(BAR_VISIBLE_MARK)));
  const show = (message: ShowFrameMessage) => {
    if (!fresh || message.input || message.selection !== ctx.selection) {
      opening += 1;
      input = message.input;
      ctx = { ...ctx, selection: message.selection };
    }
    fresh = false;
    flushSync(render);
    win.document.querySelector<HTMLInputElement>('.bar-input')?.focus();
    markVisible();
  };
  const hide = () => {
    fresh = false;
    flushSync(() => root.render(null)); // nothing runs in a hidden bar; the next opening mounts a fresh one
  };
  win.addEventListener('message', (event) => {
    const port = event.ports[0];
    if (mode !== 'overlay' || event.source !== win.parent || event.data?.type !== BAR_PORT_MESSAGE || !port) return;
    port.onmessage = ({ data }) => {
      if (isBarFrameMessage(data)) (data.type === 'show' ? show(data) : hide());
    };
  });
  // Synchronously, in this task: no focus or key event can reach the static shell's input and be lost when React replaces it.
  flushSync(render);
  if (mode === 'window') markVisible();
  void tabPromise.then((tab) => {
    ctx = { ...ctx, tab };
    render();
  });
}
