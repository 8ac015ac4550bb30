import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sendPageView } from './analytics/send-page-view';
import { App } from './app';
import { applyPageMeta, pageMetaFor } from './page-meta';
import './styles.css';

applyPageMeta(document, pageMetaFor(window.location.pathname));
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
createRoot(root).render(
  <StrictMode>
    <App path={window.location.pathname} />
  </StrictMode>,
);
sendPageView();
