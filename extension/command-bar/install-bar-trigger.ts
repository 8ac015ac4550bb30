import { type BarHost } from './bar-host';
import { createDoublePressDetector, commandKeyFor, type DoublePressDetector } from './double-press';
import { isTabMessage } from '../messages/tab-messages';

/** The slice of the extension runtime the trigger needs (messages from the background and bar frame). */
export interface TriggerRuntime {
  onMessage: { addListener(listener: (message: unknown, sender: unknown, respond: (answer: boolean) => void) => void): void };
}

/**
 * Content-script wiring: the double press opens the bar; the background (toolbar button, shortcut) and
 * the bar frame (Escape, outside click, command done) show and hide it through runtime messages.
 * Listens in the capture phase on window so a page's bubbling handlers cannot swallow the presses.
 */
export function installBarTrigger(win: Window, host: BarHost, runtime: TriggerRuntime): void {
  // Made on the first press of a possible command key, so a page load never reads the platform (navigator).
  let detector: DoublePressDetector | null = null;
  const detectorFor = (key: string) =>
    detector ??
    (key === 'Meta' || key === 'Control'
      ? (detector = createDoublePressDetector(
          commandKeyFor(win.navigator.platform),
          () => (host.isOpen() ? host.close() : host.open()),
          () => host.isOpen() || host.prepare(),
        ))
      : null);
  win.addEventListener('keydown', (event) => detectorFor(event.key)?.keydown(event), true);
  win.addEventListener('keyup', (event) => detector?.keyup(event), true);
  win.addEventListener('blur', () => detector?.reset());
  runtime.onMessage.addListener((message, _sender, respond) => {
    if (!isTabMessage(message)) return;
    if (message.type === 'bar/show') host.open(message.input);
    else host.close();
    respond(true); // the background falls back to a bar window when no page answers
  });
}
