import { forwardRef, useState, type KeyboardEvent } from 'react';
import { TRAIL_STEP_CHOICES, trailStepsLabel } from '../shared/trail-steps';
import { GRAPH_COPY } from './graph-copy';
import { formatDuration } from '../shared/format-duration';
import { hostWithoutWww } from '../shared/site-of';
import type { NodeInfo } from './data/graph-model';
import type { NodeBadge } from './data/node-badges';

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** What a badge says, in the tooltip and in the node's accessible name: the note's first line, a clip. */
function badgeLines(badge: NodeBadge | undefined): string[] {
  if (!badge) return [];
  return [
    ...(badge.note === null ? [] : [`${GRAPH_COPY.notePrefix} ${badge.note}`]),
    ...(badge.clipped ? [GRAPH_COPY.clipped] : []),
  ];
}

/**
 * SPEC §9 tooltip: max width 320, 10 px from the pointer; title, url and times of the hovered page, and what its
 * badge stands for (issue 37: the first line of its site's note, a clip copied on it).
 */
export function GraphTooltip({ node, badge, x, y }: { node: NodeInfo; badge?: NodeBadge; x: number; y: number }) {
  return (
    <div className="graph-tooltip" role="tooltip" style={{ left: x + 10, top: y + 10, maxWidth: 320 }}>
      <strong>{node.label}</strong>
      <span className="graph-tooltip-url">{node.url}</span>
      <span>
        {timeOfDay.format(node.startTime)} · {formatDuration(node.activeTime)} active
      </span>
      {badgeLines(badge).map((line) => (
        <span key={line} className="graph-tooltip-badge">
          {line}
        </span>
      ))}
    </div>
  );
}

/**
 * The node the keyboard is on, as assistive technology reads it (issue 37): the graph's focusable element is a
 * listbox whose active descendant is this one option, named with the page's title, domain and time (and its
 * badge), placed among all nodes by aria-posinset and aria-setsize; the canvas has no element per node.
 */
export function GraphFocusOption({
  id,
  node,
  index,
  count,
  badge,
}: {
  id: string;
  node: NodeInfo;
  index: number;
  count: number;
  badge?: NodeBadge;
}) {
  const name = [node.label, hostWithoutWww(node.domain), timeOfDay.format(node.startTime), ...badgeLines(badge)].join(
    ', ',
  );
  return (
    <div id={id} role="option" aria-selected="true" aria-posinset={index + 1} aria-setsize={count}>
      {name}
    </div>
  );
}

/** Up and down arrows move the focus between a menu's items, wrapping around (the ARIA menu pattern). */
function moveBetweenItems(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  if (!(e.target instanceof HTMLElement) || !e.target.matches('[role="menuitem"]')) return; // the trail's length picker keeps its arrows
  e.preventDefault();
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLElement);
  items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
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
    <div
      ref={ref}
      className="graph-menu"
      role="menu"
      style={{ left: x, top: y, width: 160 }}
      onKeyDown={moveBetweenItems}
    >
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
