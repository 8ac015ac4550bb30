import { useEffect, useMemo, useState } from 'react';
import { browser } from 'wxt/browser';
import { MAIN_COPY } from '../app/main/main-copy';
import { HistoryImportPanel } from '../app/main/history-import-panel';
import { openBar } from '../background/open-bar';
import { commandKeyFor, createDoublePressDetector } from '../command-bar/double-press';
import { OPEN_BAR_COMMAND } from '../shared/open-bar-command';
import { db } from '../storage/db';
import { commandKeyName, WELCOME_COPY } from './welcome-copy';

/**
 * The welcome page, opened once on install (listen-for-install.ts): teaches the double press with a field where it
 * opens the bar (as the toolbar button does on a page no content script runs in: the bar in a window of its own, over
 * this tab), names the shortcut Chrome really has for the bar (commands.getAll: the user may have changed it), offers
 * the history import (which asks for the history permission), says what stays on the device and what an account adds,
 * and links to sign-in on the main page.
 */
export function WelcomePage() {
  const key = commandKeyFor(navigator.platform);
  const [shortcut, setShortcut] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    void browser.commands
      .getAll()
      .then((commands) => setShortcut(commands.find((command) => command.name === OPEN_BAR_COMMAND)?.shortcut ?? ''));
  }, []);
  const detector = useMemo(
    () =>
      createDoublePressDetector(key, () => {
        setOpened(true);
        void browser.tabs.getCurrent().then((tab) => tab && openBar(browser, tab));
      }),
    [key],
  );
  return (
    <main className="app-main welcome">
      <header className="app-header">
        <h1>{WELCOME_COPY.title}</h1>
      </header>
      <p>{WELCOME_COPY.intro}</p>
      <section className="panel" aria-labelledby="press-title">
        <h2 id="press-title">{WELCOME_COPY.pressTitle}</h2>
        <p>{WELCOME_COPY.press(commandKeyName(key))}</p>
        <input
          className="field"
          aria-label={WELCOME_COPY.tryField}
          placeholder={WELCOME_COPY.tryField}
          onKeyDown={(event) => detector.keydown(event.nativeEvent)}
          onKeyUp={(event) => detector.keyup(event.nativeEvent)}
          onBlur={() => detector.reset()}
        />
        {opened && (
          <p className="muted" role="status">
            {WELCOME_COPY.opened}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="shortcut-title">
        <h2 id="shortcut-title">{WELCOME_COPY.shortcutTitle}</h2>
        {shortcut !== null && (
          <p>
            {shortcut ? `${WELCOME_COPY.shortcut(shortcut)} ${WELCOME_COPY.shortcutChange}` : WELCOME_COPY.noShortcut}
          </p>
        )}
      </section>
      <HistoryImportPanel db={db} onImported={() => undefined} />
      <section className="panel" aria-labelledby="data-title">
        <h2 id="data-title">{WELCOME_COPY.dataTitle}</h2>
        <p>{MAIN_COPY.onDevice}</p>
        <p>{MAIN_COPY.withAccount}</p>
      </section>
      <section className="panel" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{WELCOME_COPY.signInTitle}</h2>
        <p>
          <a href={browser.runtime.getURL('/app.html#account-title')}>{WELCOME_COPY.signIn}</a> {WELCOME_COPY.signInWhy}
        </p>
      </section>
    </main>
  );
}
