import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  buildGraphModel,
  graphClient,
  GraphView,
  nodeColumns,
  visitTableColumns,
  visitTableOf,
  type FaviconSource,
  type GraphModel,
} from '../../../extension/graph';
import type { UrlVisit } from '../../../graph-layout-rs/ts/url-visit';
import sampleDay from './sample-browsing-day.json';

/** SPEC §7 favicons from a public favicon service at size 64; the view draws its built-in icon when one fails. */
const favicon: FaviconSource = {
  urls: (domain) => [`https://www.google.com/s2/favicons?domain=${encodeURIComponent(domain)}&sz=64`],
  standIn: null,
};

/** SPEC §9: the demo graph shows at most 300 nodes (the sample day has 82). */
const DEMO_MAX_NODES = 300;

/** The sample's pages are not the visitor's, so selecting a node again or double-clicking opens nothing. */
const openNothing = () => undefined;

/** The sample day (wall-clock times written as UTC) on the visitor's clock, so its axis reads 9 AM to 5 PM. */
function onLocalClock(visits: readonly UrlVisit[]): UrlVisit[] {
  const shift = new Date(visits[0]!.startTime).getTimezoneOffset() * 60_000;
  return visits.map((v) => ({
    ...v,
    startTime: v.startTime + shift,
    endTime: v.endTime + shift,
    lastActiveTime: v.lastActiveTime + shift,
  }));
}

/**
 * SPEC §2 Visualize section on wide screens: the extension's graph view in demo mode (no controls, no
 * dragging) on the built-in sample day, laid out by the graph core's worker. `placeholder` shows until the
 * graph is ready, and stays if the layout fails.
 */
export function DemoGraph({ placeholder }: { placeholder: ReactNode }) {
  const [model, setModel] = useState<GraphModel | null>(null);
  useEffect(() => {
    let current = true;
    // Read as the graph page reads a day: a table of the visits, the core's columns made from it.
    const visits = visitTableOf([], onLocalClock((sampleDay as UrlVisit[]).slice(0, DEMO_MAX_NODES)));
    graphClient()
      .computeGraph(visitTableColumns(visits))
      .then((columns) => current && setModel(buildGraphModel(columns, nodeColumns(columns.nodeVisit, visits))))
      .catch((error: unknown) => console.error('The demo graph could not be laid out; keeping its picture:', error));
    return () => {
      current = false;
    };
  }, []);
  const tracePath = useCallback((node: number) => graphClient().tracePath(node), []);
  if (!model) return placeholder;
  return (
    <GraphView model={model} filter={0} query="" demo favicon={favicon} tracePath={tracePath} openUrl={openNothing} />
  );
}
