import { dayKey } from '../../shared/day-key';
import type { GraphOpening } from '../../shared/graph-address';
import type { NodeColumns } from './graph-model';
import { packedAt } from './packed-strings';
import { visitAt } from './visit-at';

/** What momentFocus reads of a drawn graph: the day its range ends on, the share of it read, its nodes' columns. */
export interface FocusedGraph {
  dayStart: number;
  loaded: number;
  nodes: Pick<NodeColumns, 'visitId' | 'startTime' | 'endTime'>;
}

/**
 * The node a graph opened at a moment highlights (issue 37): the visit `moment` names, else the one in front then; -1
 * for no moment, a whole day's, or one on another day than the range's last. A week's or a month's first chunk (read
 * oldest first, it ends before the range's last day, read-in-chunks.ts) has none: its last visit would be highlighted,
 * then the moment's own once the whole range is in.
 */
export function momentFocus(graph: FocusedGraph, moment: GraphOpening | null): number {
  if (!moment || moment.day || graph.loaded < 1 || dayKey(moment.at) !== dayKey(graph.dayStart)) return -1;
  const { nodes } = graph;
  const visit = moment.visit
    ? { id: moment.visit, visitIdOf: (node: number) => packedAt(nodes.visitId, node) }
    : undefined;
  return visitAt(nodes.startTime, nodes.endTime, moment.at, visit);
}
