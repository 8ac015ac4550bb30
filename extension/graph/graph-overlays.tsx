import { forwardRef, useState } from 'react';
import { TRAIL_STEP_CHOICES, trailStepsLabel } from '../shared/trail-steps';
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

/** What the context menu acts with: the traced path's actions, and reopening the node's trail where the host offers it. */
interface GraphMenuProps {
  x: number;
  y: number;
  onCopy(): void;
  onOpen(): void;
  /** Issue 37: reopens the trail, its last `maxSteps` pages (0: from the session's start). */
  onReopenTrail?(maxSteps: number): void;
}

/** SPEC §2 context menu (160 px): Copy links and Open tabs act on the traced path; issue 37 adds reopening its trail. */
export const GraphMenu = forwardRef<HTMLDivElement, GraphMenuProps>(function GraphMenu(
  { x, y, onCopy, onOpen, onReopenTrail },
  ref,
) {
  const [steps, setSteps] = useState(0);
  return (
    <div ref={ref} className="graph-menu" role="menu" style={{ left: x, top: y, width: 160 }}>
      <button type="button" role="menuitem" onClick={onCopy}>
        {GRAPH_COPY.copyLinks}
      </button>
      <button type="button" role="menuitem" onClick={onOpen}>
        {GRAPH_COPY.openTabs}
      </button>
      {onReopenTrail && (
        <>
          <button type="button" role="menuitem" onClick={() => onReopenTrail(steps)}>
            {GRAPH_COPY.reopenTrail}
          </button>
          <select aria-label={GRAPH_COPY.trailLength} value={steps} onChange={(e) => setSteps(Number(e.target.value))}>
            {TRAIL_STEP_CHOICES.map((n) => (
              <option key={n} value={n}>
                {trailStepsLabel(n)}
              </option>
            ))}
          </select>
        </>
      )}
    </div>
  );
});

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
