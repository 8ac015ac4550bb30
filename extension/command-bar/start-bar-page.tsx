import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { WxtBrowser } from 'wxt/browser';
import { BarApp } from './bar-app';
import { createCallTool } from './call-tool';
import type { AnyCalls } from '../commands/define-background';
import type { AnyCommandContext, ShellCalls } from '../commands/define-command';
import { toBackground } from '../messages/to-background';
import { closeBar, resolveBarTab } from './bar-context';
import type { ShowFrameMessage } from './bar-frame-messages';
import type { HostPageAccess } from './bar-page-access';
import type { BarView } from './start-bar-shell';

/**
 * The React bar on the bar page's `mount`, started by the bar shell (start-bar-shell.ts) once an opening
 * has painted. It takes over the shell in one synchronous render: for an opening on screen, a BarApp with
 * the text typed into the shell's input and the same caret, so no keystroke or selection is lost and
 * nothing flashes, and an Enter pressed in the shell runs now; for a hidden shell, nothing. Each later show
 * renders a fresh BarApp, each hide nothing.
 */
export function startBarPage(
  mount: HTMLElement,
  win: Window,
  api: WxtBrowser,
  opening: ShowFrameMessage | null,
  entered: boolean,
  page: HostPageAccess,
): BarView {
  const root = createRoot(mount);
  const params = new URLSearchParams(win.location.search);
  const mode = win.document.documentElement.dataset.mode === 'overlay' ? 'overlay' : 'window';
  const shell = createCallTool<ShellCalls>(toBackground.sendMessage);
  let ctx: AnyCommandContext = {
    api,
    shell,
    call: createCallTool<AnyCalls>(toBackground.sendMessage),
    tab: undefined,
    selection: '',
    page: { selection: 'none', readableText: page.readableText, putText: page.putText },
    mode,
    now: () => Date.now(),
    close: () => closeBar(toBackground.sendMessage, mode, win),
    setHidden: (hidden) => win.document.documentElement.classList.toggle('hidden', hidden),
  };
  let opened = 0; // the BarApp key: a new one starts a fresh bar (state, panel, sources)
  let input = '';
  let typed = false; // `input` was typed by the user (into the shell), not given by the opening
  let shown = false;
  const render = () => root.render(shown ? <BarApp key={opened} ctx={ctx} initialInput={input} typed={typed} /> : null);
  const show = (message: ShowFrameMessage, byUser = false) => {
    opened += 1;
    shown = true;
    input = message.input;
    typed = byUser;
    ctx = { ...ctx, selection: message.selection, page: { ...ctx.page, selection: message.selectionPlace } };
    flushSync(render);
  };
  const hide = () => {
    shown = false;
    flushSync(render);
  };

  // Synchronously, in this task: no key event can reach the shell's input between reading it and replacing it.
  const field = mount.querySelector('input');
  const focused = field !== null && win.document.activeElement === field;
  // Text typed into the shell stays text: a command in it runs on Enter (`entered`), never on its own.
  const kept = field?.value ?? opening?.input ?? '';
  if (opening) show({ ...opening, input: kept }, kept !== opening.input);
  else hide();
  const taken = mount.querySelector<HTMLInputElement>('.bar-input');
  if (focused && field && taken) {
    taken.focus();
    taken.setSelectionRange(field.selectionStart, field.selectionEnd, field.selectionDirection ?? undefined);
  }
  if (entered) taken?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  void resolveBarTab(api, shell, params).then((tab) => {
    ctx = { ...ctx, tab };
    render();
  });
  return { show, hide };
}
