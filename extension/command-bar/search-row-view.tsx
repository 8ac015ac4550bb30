import { useEffect, useRef, type ReactNode } from 'react';
import type { SearchKindName } from '../search-index/search-kinds';
import type { SearchRow } from '../search-index/search-rows';

/** Each kind's icon and name (the name is the icon's label, for screen readers and tests). */
const KIND_ICON: Record<SearchKindName, { icon: string; label: string }> = {
  command: { icon: '/', label: 'Command' },
  custom: { icon: '⚡', label: 'Custom command' },
  tab: { icon: '▣', label: 'Open tab' },
  closed: { icon: '↺', label: 'Closed tab' },
  history: { icon: '🕘', label: 'History' },
  bookmark: { icon: '★', label: 'Bookmark' },
  note: { icon: '✎', label: 'Note' },
  clip: { icon: '📋', label: 'Clip' },
  snippet: { icon: '✂', label: 'Snippet' },
};

/** `text` with the characters at `marks` (UTF-16 offsets) in <mark>. */
export function highlighted(text: string, marks: readonly number[]): ReactNode[] {
  const out: ReactNode[] = [];
  const marked = new Set(marks);
  let run = '';
  let inMark = false;
  const flush = () => {
    if (run) out.push(inMark ? <mark key={out.length}>{run}</mark> : run);
    run = '';
  };
  for (let i = 0; i < text.length; i++) {
    if (marked.has(i) !== inMark) {
      flush();
      inMark = marked.has(i);
    }
    run += text[i];
  }
  flush();
  return out;
}

/** One search result: the kind's icon, the title and address (or text) with matched characters highlighted. */
export function SearchRowView({
  row,
  selected,
  onChoose,
  onHover,
}: {
  row: SearchRow;
  selected: boolean;
  onChoose: (keys: React.MouseEvent) => void;
  onHover: () => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
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
      onClick={onChoose}
      onMouseMove={onHover}
    >
      <span className="row-icon" role="img" aria-label={kind.label} title={kind.label}>
        {kind.icon}
      </span>
      <span className="row-title">{highlighted(row.title, titleMarks)}</span>
      <span className="row-detail">{second}</span>
      <span className="row-kind">{kind.label}</span>
    </li>
  );
}
