import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppPage } from '../../app/app-page';
import '../../app/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
createRoot(root).render(
  <StrictMode>
    <AppPage search={window.location.search} />
  </StrictMode>,
);
