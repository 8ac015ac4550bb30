import { GraphPage } from '../graph/graph-page';
import { MainPage } from './main-page';

/** The extension's own page: `?page=main` (the default) or `?page=graph`. */
export function AppPage({ search }: { search: string }) {
  const page = new URLSearchParams(search).get('page');
  return page === 'graph' ? <GraphPage /> : <MainPage />;
}
