import { appPageOf } from '../../app/app-page-of';
import { startPageWebGL } from '../../graph/start-page-webgl';
import '../../app/app.css';
import { followTheme, themeCache } from '../../shared/theme';

followTheme(window, document.documentElement, browser.storage, themeCache(window));

// The graph page's worker starts before the page's code (React, Pixi) is evaluated: Chromium starts a worker's
// thread only between main-thread tasks, and the worker reads and lays out the day while that code loads.
// WebGL starts beside it, as soon as Pixi's code is in and the worker's thread runs (start-page-webgl.ts), not when
// React has mounted the view (issue 39). A failure is shown by the view, which asks for the same start.
const page = appPageOf(window.location.search);
if (page === 'graph') startPageWebGL().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
// Each page loads its own code only: the graph page none of the main page's panels, the main page no Pixi.
void Promise.all([
  import('react'),
  import('react-dom/client'),
  page === 'graph'
    ? import('../../graph/graph-page').then(({ GraphPage }) => GraphPage)
    : import('../../app/main-page').then(({ MainPage }) => MainPage),
]).then(([{ StrictMode }, { createRoot }, Page]) => {
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
});
