import { GraphPage } from '../graph/graph-page';
import { appPageOf } from './app-page-of';
import { MainPage } from './main-page';

/** The extension's own page: `?page=main` (the default) or `?page=graph`. */
export function AppPage({ search }: { search: string }) {
  return appPageOf(search) === 'graph' ? <GraphPage /> : <MainPage />;
}
