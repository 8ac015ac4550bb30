/** Copy of the welcome page (issue 34): the double press, the shortcut, the history import, data, sign-in. */
export const WELCOME_COPY = {
  title: 'Welcome to Intently',
  intro: 'A command bar for everything, opened from the keyboard on the page in front of you.',
  pressTitle: 'Open the bar: press the command key twice',
  press: (key: string) =>
    `On any web page, press ${key} twice, quickly, and the command bar opens; type a command (/timer 25, /note) or a site’s name. Try it in this field:`,
  tryField: 'Try the double press here',
  opened: 'That is the bar. Press Escape to close it, or type a command to run.',
  shortcutTitle: 'Where the double press cannot work',
  shortcut: (shortcut: string) =>
    `Chrome lets no extension listen to keys on the new tab page, chrome:// pages and the Chrome Web Store; press ${shortcut} there (or click Intently’s toolbar button).`,
  noShortcut:
    'Chrome lets no extension listen to keys on the new tab page, chrome:// pages and the Chrome Web Store; click Intently’s toolbar button there, or set a shortcut at chrome://extensions/shortcuts.',
  shortcutChange: 'Change it at chrome://extensions/shortcuts.',
  dataTitle: 'Your data',
  signInTitle: 'An account is optional',
  signIn: 'Sign in on the main page',
  signInWhy: 'to back up notes and sync settings, and to connect Google, Slack and AI chat.',
};

/** The double press's key as a person reads it on this computer's keyboard. */
export function commandKeyName(key: 'Meta' | 'Control'): string {
  return key === 'Meta' ? '⌘ (Command)' : 'Ctrl';
}
