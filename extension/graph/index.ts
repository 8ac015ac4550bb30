/**
 * The graph view's public entry: what code outside the extension (the site's demo graph) may use. ESLint
 * (eslint.config.js) keeps site/ from importing the graph's other files, so they can move freely.
 */
export { graphClient } from './data/graph-client';
export { buildGraphModel, nodeColumns, type GraphModel } from './data/graph-model';
export { visitTableColumns } from './data/visit-table-columns';
export { visitTableOf } from '../storage/visit-table';
export { GraphView } from './graph-view';
export type { FaviconSource } from './render/favicon-atlas';
