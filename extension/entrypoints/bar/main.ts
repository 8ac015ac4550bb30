import { startBarShell } from '../../command-bar/start-bar-shell';
import '../../command-bar/bar.css';
import { toBackground } from '../../messages/to-background';
import { followTheme, themeCache } from '../../shared/theme';

followTheme(window, document.documentElement, browser.storage, themeCache(window));

// React (and the bar app) load only once an opening has painted the static shell: see start-bar-shell.ts.
// No StrictMode there: command panels act once when opened (/close, /new), which a double mount would repeat.
startBarShell(window, toBackground.sendMessage, async () => {
  const { startBarPage } = await import('../../command-bar/start-bar-page');
  const mount = document.getElementById('root');
  if (!mount) throw new Error('The bar page has no #root element to render into.');
  return (opening, entered, page) => startBarPage(mount, window, browser, opening, entered, page);
});
