/**
 * The static picture of the sample day's graph (the Visualize section under 768 px): the core's real layout
 * drawn as SVG in the graph view's look, nodes as the view's built-in fallback discs (no favicons offline).
 */
import type { GraphColumns } from '../graph-layout-rs/ts/graph-columns';
import type { UrlVisit } from '../graph-layout-rs/ts/url-visit';

const LINK_COLORS = ['#b8aca0', '#e0a77f', '#9db7d5']; // by LINK_KINDS, as the graph view draws them
const AXIS = '#8a8077';
const ACCENT = '#c2693a';
const MARGIN = 40;
const AXIS_ABOVE = 60; // the view's axis sits 60 units above the top row, its labels above that
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const round = (value: number) => Math.round(value * 10) / 10;

/** The SVG document of a computed graph of `visits` (times are wall-clock times written as UTC). */
export function sampleGraphSvg(columns: GraphColumns, visits: readonly UrlVisit[]): string {
  const { x, y } = columns;
  const minX = Math.min(...x, ...columns.markerX) - MARGIN;
  const maxX = Math.max(...x) + MARGIN;
  const axisY = Math.min(...y) - AXIS_ABOVE;
  const top = axisY - 30;
  const width = round(maxX - minX);
  const height = round(Math.max(...y) + MARGIN - top);
  const lines: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(minX)} ${round(top)} ${width} ${height}" width="${width}" height="${height}">`,
    `<rect x="${round(minX)}" y="${round(top)}" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<path d="M${round(minX)} ${axisY}H${round(maxX)}" stroke="${AXIS}" stroke-width="2"/>`,
  ];
  columns.markerX.forEach((mx, m) => {
    lines.push(`<path d="M${round(mx)} ${axisY - 6}V${axisY + 6}" stroke="${AXIS}" stroke-width="2"/>`);
    lines.push(
      `<text x="${round(mx)}" y="${axisY - 10}" font-family="system-ui, sans-serif" font-size="13" fill="${AXIS}" text-anchor="middle">${time.format(columns.markerTime[m]!)}</text>`,
    );
  });
  LINK_COLORS.forEach((color, kind) => {
    const segments: string[] = [];
    columns.linkSource.forEach((s, i) => {
      const t = columns.linkTarget[i]!;
      if (columns.linkKind[i] === kind)
        segments.push(`M${round(x[s]!)} ${round(y[s]!)}L${round(x[t]!)} ${round(y[t]!)}`);
    });
    if (segments.length) lines.push(`<path d="${segments.join('')}" stroke="${color}" stroke-width="2" fill="none"/>`);
  });
  columns.nodeVisit.forEach((row, node) => {
    const initial = visits[row]!.domain.replace(/^www\./, '')
      .charAt(0)
      .toUpperCase();
    const [cx, cy] = [round(x[node]!), round(y[node]!)];
    lines.push(`<circle cx="${cx}" cy="${cy}" r="16" fill="${ACCENT}" stroke="#e4dbd2" stroke-width="2"/>`);
    lines.push(
      `<text x="${cx}" y="${cy + 6}" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${initial}</text>`,
    );
  });
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}
