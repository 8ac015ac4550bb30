import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WelcomePage } from '../../first-run/welcome-page';
import '../../app/app.css';
import { followTheme, themeCache } from '../../shared/theme';

followTheme(window, document.documentElement, browser.storage, themeCache(window));

const root = document.getElementById('root');
if (!root) throw new Error('The welcome page has no #root element to render into.');
createRoot(root).render(
  <StrictMode>
    <WelcomePage />
  </StrictMode>,
);
