/**
 * Worker thread for `npm run bench:layout`: lays out one graph with a peer library (dagre or
 * elkjs layered) and posts the milliseconds it took. Runs in a thread so the bench can stop it at
 * its time limit.
 */
import dagre from '@dagrejs/dagre';
import ELK from 'elkjs/lib/elk.bundled.js';
import { parentPort, workerData } from 'node:worker_threads';

const { peer, nodes, sources, targets } = workerData;
const id = (i) => `n${i}`;

async function layOut() {
  if (peer === 'dagre') {
    const g = new dagre.graphlib.Graph();
    g.setGraph({ rankdir: 'LR', nodesep: 48, ranksep: 48 });
    g.setDefaultEdgeLabel(() => ({}));
    for (let i = 0; i < nodes; i++) g.setNode(id(i), { width: 32, height: 32 });
    for (let e = 0; e < sources.length; e++) g.setEdge(id(sources[e]), id(targets[e]));
    dagre.layout(g);
    return;
  }
  const children = Array.from({ length: nodes }, (_, i) => ({ id: id(i), width: 32, height: 32 }));
  const edges = Array.from(sources, (s, e) => ({ id: `e${e}`, sources: [id(s)], targets: [id(targets[e])] }));
  await new ELK().layout({
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'layered', 'elk.direction': 'RIGHT' },
    children,
    edges,
  });
}

const started = performance.now();
await layOut();
parentPort.postMessage(performance.now() - started);
