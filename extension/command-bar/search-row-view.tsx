import { memo, type ReactNode } from 'react';
import { PAGE_ICON_PX, PageIcon } from '../commands/panel-kit';
import { svgIcon, type IconName } from '../shared/svg-icon';
import { useSelectedInView } from './use-selected-in-view';
import type { SearchKindName } from '../search-index/search-kinds';
import type { SearchRow } from '../search-index/search-rows';

/**
 * Each kind's name (its icon's label, for screen readers and tests) and icon: a page's own icon for the kinds that
 * are pages (`page`), else an SVG shape (shared/svg-icon.ts: emoji drew empty boxes on Linux) or the command's slash.
 */
const KIND_ICON: Record<SearchKindName, { label: string; icon: IconName | '/' | 'page' }> = {
  command: { icon: '/', label: 'Command' },
  custom: { icon: 'zap', label: 'Custom command' },
  tab: { icon: 'page', label: 'Open tab' },
  closed: { icon: 'page', label: 'Closed tab' },
  history: { icon: 'page', label: 'History' },
  bookmark: { icon: 'page', label: 'Bookmark' },
  note: { icon: 'notes', label: 'Note' },
  clip: { icon: 'clipboard', label: 'Clip' },
  snippet: { icon: 'scissors', label: 'Snippet' },
};

/** A row's icon: the page's own from Chrome's favicon cache (its globe where it keeps none), an SVG shape, or the slash. */
function RowIcon({ icon, url }: { icon: IconName | '/' | 'page'; url: string }) {
  if (icon === 'page') return url ? <PageIcon url={url} /> : null;
  if (icon === '/') return '/';
  // The shape is drawn into the span once (svgIcon makes DOM nodes), again only if the row's kind changed.
  return (
    <span
      ref={(span) => {
        if (span && span.firstElementChild?.getAttribute('data-icon') !== icon)
          span.replaceChildren(svgIcon(document, icon, PAGE_ICON_PX));
      }}
    />
  );
}

/** `text` with the characters at `marks` (UTF-16 offsets, ascending as the index gives them) in <mark>. */
export function highlighted(text: string, marks: readonly number[]): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = 0; // where the text not yet written starts
  for (let i = 0; i < marks.length;) {
    const from = marks[i]!;
    let to = from + 1;
    while (++i < marks.length && marks[i] === to) to++;
    if (from < plain || to > text.length) continue; // out of order or past the text: not marked
    if (from > plain) out.push(text.slice(plain, from));
    out.push(<mark key={from}>{text.slice(from, to)}</mark>);
    plain = to;
  }
  if (plain < text.length) out.push(text.slice(plain));
  return out;
}

const sameMarks = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((mark, i) => mark === b[i]);

/** Whether two answers' rows show the same (a new answer brings new objects for rows that did not change). */
export const sameRow = (a: SearchRow, b: SearchRow) =>
  a.key === b.key &&
  a.kind === b.kind &&
  a.title === b.title &&
  a.url === b.url &&
  a.detail === b.detail &&
  a.marks.every((marks, i) => sameMarks(marks, b.marks[i]!));

interface SearchRowProps {
  row: SearchRow;
  /** The row's place in the list (what `onChoose` and `onHover` are called with). */
  at: number;
  selected: boolean;
  onChoose: (at: number, keys: React.MouseEvent) => void;
  onHover: (at: number) => void;
}

/**
 * One search result: the kind's icon, the title and address (or text) with matched characters highlighted. It
 * renders again only when what it shows changed (`onChoose` and `onHover` must not change: the bar passes stable
 * ones).
 */
export const SearchRowView = memo(
  function SearchRowView({ row, at, selected, onChoose, onHover }: SearchRowProps) {
    const ref = useSelectedInView(selected);
    const kind = KIND_ICON[row.kind];
    const [titleMarks, urlMarks, detailMarks] = row.marks;
    const second =
      row.url && (urlMarks.length > 0 || detailMarks.length === 0)
        ? highlighted(row.url, urlMarks)
        : highlighted(row.detail, detailMarks);
    return (
      <li
        ref={ref}
        role="option"
        aria-selected={selected}
        className={`row ${row.kind}`}
        data-kind={row.kind}
        onMouseDown={(e) => e.preventDefault()}
        onClick={(e) => onChoose(at, e)}
        onMouseMove={() => onHover(at)}
      >
        <span className="row-icon" role="img" aria-label={kind.label} title={kind.label}>
          <RowIcon icon={kind.icon} url={row.url} />
        </span>
        <span className="row-title">{highlighted(row.title, titleMarks)}</span>
        <span className="row-detail">{second}</span>
        <span className="row-kind">{kind.label}</span>
      </li>
    );
  },
  (a, b) =>
    a.at === b.at &&
    a.selected === b.selected &&
    a.onChoose === b.onChoose &&
    a.onHover === b.onHover &&
    sameRow(a.row, b.row),
);
