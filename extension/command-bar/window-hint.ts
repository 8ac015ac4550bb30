/**
 * Issue 36: what the bar says to a first-time user when it opened as its own small window, on a page where
 * extensions cannot run (the new tab page, chrome:// pages, the Web Store, the PDF viewer), where a double press
 * cannot reach it. Shown while no command has been run yet (the usage counts are empty): a user who has run one
 * has found the bar, so it stores nothing of its own. Pure.
 */
export function windowHint(commandKey: 'Meta' | 'Control', shortcut: string): string {
  const key = commandKey === 'Meta' ? '⌘' : 'Ctrl';
  const here = shortcut
    ? `Here, use ${shortcut} or the toolbar button.`
    : 'Here, use the toolbar button, or set a shortcut at chrome://extensions/shortcuts.';
  return `On ordinary web pages, press ${key} twice to open Intently. ${here}`;
}
