import { forwardRef } from 'react';
import { GRAPH_COPY } from './graph-copy';
import { formatDuration } from '../shared/format-duration';
import type { NodeInfo } from './data/graph-model';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** SPEC §9 tooltip: max width 320, 10 px from the pointer; title, url and times of the hovered page. */
export function GraphTooltip({ node, x, y }: { node: NodeInfo; x: number; y: number }) {
  return (
    <div className="graph-tooltip" role="tooltip" style={{ left: x + 10, top: y + 10, maxWidth: 320 }}>
      <strong>{node.label}</strong>
      <span className="graph-tooltip-url">{node.url}</span>
      <span>
        {timeOfDay.format(node.startTime)} · {formatDuration(node.activeTime)} active
      </span>
    </div>
  );
}

/** SPEC §2 context menu (160 px): Copy links and Open tabs act on the traced path. */
export const GraphMenu = forwardRef<HTMLDivElement, { x: number; y: number; onCopy(): void; onOpen(): void }>(
  function GraphMenu({ x, y, onCopy, onOpen }, ref) {
    return (
      <div ref={ref} className="graph-menu" role="menu" style={{ left: x, top: y, width: 160 }}>
        <button type="button" role="menuitem" onClick={onCopy}>
          {GRAPH_COPY.copyLinks}
        </button>
        <button type="button" role="menuitem" onClick={onOpen}>
          {GRAPH_COPY.openTabs}
        </button>
      </div>
    );
  },
);

/** The traced path as a numbered list, root first (SPEC §4), readable without the canvas. */
export function GraphPathList({ nodes }: { nodes: NodeInfo[] }) {
  if (!nodes.length) return null;
  return (
    <nav className="graph-path" aria-label={GRAPH_COPY.pathTitle}>
      <h2>{GRAPH_COPY.pathTitle}</h2>
      <ol>
        {nodes.map((node) => (
          <li key={node.visitId} title={node.url}>
            {node.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
