import { createRoot } from 'react-dom/client';
import { startBarPage } from '../../command-bar/start-bar-page';
import '../../command-bar/bar.css';

// No StrictMode: command panels act once when opened (/close, /new), which a double mount would repeat.
const root = document.getElementById('root');
if (!root) throw new Error('The bar page has no #root element to render into.');
startBarPage(createRoot(root), root, window, browser);
