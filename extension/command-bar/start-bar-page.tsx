import type { Root } from 'react-dom/client';
import type { WxtBrowser } from 'wxt/browser';
import { BarApp } from './bar-app';
import { createCallTool } from './call-tool';
import { closeBar, resolveBarTab, type BarContext } from './bar-context';
import { createDoublePressDetector, commandKeyFor } from './double-press';

/**
 * Renders the bar page (overlay frame or window) and wires closing: Escape, a click outside the bar,
 * and a second double press. Marks `bar-ready` once the list is painted, for `npm run bench:bar`.
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
  const render = (ctx: BarContext) => root.render(<BarApp ctx={ctx} initialInput={params.get('input') ?? typed} />);
  const ctx: BarContext = {
    api,
    call,
    tab: undefined,
    selection: params.get('selection') ?? '',
    mode,
    now: () => Date.now(),
    close,
    setHidden: (hidden) => win.document.documentElement.classList.toggle('hidden', hidden),
  };
  render(ctx);
  win.requestAnimationFrame(() => win.setTimeout(() => win.performance.mark('bar-ready')));
  void tabPromise.then((tab) => render({ ...ctx, tab }));
}
