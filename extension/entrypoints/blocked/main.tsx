import { createRoot } from 'react-dom/client';
import { BlockedScreen } from '../../commands/limit/blocked-screen';
import { ToolsDb } from '../../storage/tools-db';
import { db } from '../../storage/db';
import '../../commands/limit/blocked-screen.css';
import { followTheme, themeCache } from '../../shared/theme';

followTheme(window, document.documentElement, browser.storage, themeCache(window));

const root = document.getElementById('root');
if (!root) throw new Error('The blocking screen has no #root element to render into.');
const params = new URLSearchParams(location.search);
createRoot(root).render(
  <BlockedScreen
    site={params.get('site') ?? ''}
    returnUrl={params.get('url') ?? ''}
    tools={new ToolsDb()}
    tracker={db}
    now={() => Date.now()}
    goTo={(url) => location.replace(url)}
  />,
);
