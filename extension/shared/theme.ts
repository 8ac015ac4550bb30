/**
 * Issue 36: light or dark. The bar, the in-page tools, the main page and the graph follow the system's
 * `prefers-color-scheme` unless the Settings force one. The choice lives in `storage.local` (`theme`), which every
 * context can read, content scripts included; it is a display preference of this browser, so it does not sync.
 * Pages mark their root with `data-theme="light" | "dark"` (the resolved theme) and their CSS switches its colour
 * variables on it; extension pages also keep the last choice in their origin's localStorage, so they paint in the
 * right theme before storage answers. Pure but for `followTheme`.
 */

/** The storage.local key of the choice. */
export const THEME_KEY = 'theme';

/** What the user chose: follow the system, or force one. */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The choices, in the order the Settings offer them, with their labels. */
export const THEME_CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'Same as the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** A stored value as a choice: anything but 'light' or 'dark' follows the system. */
export function themeChoiceOf(value: unknown): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The theme to paint for a choice, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/** The slice of the extension's storage the theme is read from and watched in. */
export interface ThemeStorage {
  local: { get(key: string): Promise<Record<string, unknown>> };
  onChanged: {
    addListener(listener: (changes: Record<string, { newValue?: unknown }>, area: string) => void): void;
  };
}

/**
 * The extension page's localStorage to keep the last choice in, or undefined where the browser denies it: the bar's
 * frame inside a web page is a third-party document there (reading `localStorage` throws), and paints from storage.
 */
export function themeCache(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `target`'s `data-theme` on the resolved theme as the choice or the system's preference changes. `cache` is
 * the page's localStorage where it is the extension's own (never a web page's): the last choice is painted at once.
 */
export function followTheme(win: Window, target: HTMLElement, storage: ThemeStorage, cache?: Storage): void {
  const media = win.matchMedia('(prefers-color-scheme: dark)');
  let choice = themeChoiceOf(cache?.getItem(THEME_KEY));
  const paint = () => (target.dataset.theme = resolveTheme(choice, media.matches));
  const choose = (value: unknown) => {
    choice = themeChoiceOf(value);
    cache?.setItem(THEME_KEY, choice);
    paint();
  };
  paint();
  media.addEventListener('change', paint);
  void storage.local.get(THEME_KEY).then((stored) => choose(stored[THEME_KEY]), paint);
  storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && THEME_KEY in changes) choose(changes[THEME_KEY]!.newValue);
  });
}
