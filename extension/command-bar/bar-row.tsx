import { useSelectedInView } from './use-selected-in-view';
import type { BarItem } from './bar-results';

const KIND_LABEL = { command: 'Command', tab: 'Tab', page: 'History', note: 'Note', snippet: 'Snippet' } as const;

function rowText(item: BarItem): [string, string] {
  switch (item.kind) {
    case 'command':
      return [item.command.name, item.command.description];
    case 'tab':
      return [item.tab.title, item.tab.url];
    case 'page':
      return [item.entry.title, item.entry.url];
    case 'note':
      return [item.note.site, item.note.text.slice(0, 120)];
    case 'snippet':
      return [item.snippet.text.slice(0, 120), 'Saved snippet · Enter copies it'];
  }
}

/** One row of the bar's list: title, one-line detail and its kind. */
export function BarRow({
  item,
  selected,
  onChoose,
  onHover,
}: {
  item: BarItem;
  selected: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const ref = useSelectedInView(selected);
  const [title, detail] = rowText(item);
  return (
    <li
      ref={ref}
      role="option"
      aria-selected={selected}
      className={`row ${item.kind}`}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
    >
      <span className="row-title">{title}</span>
      <span className="row-detail">{detail}</span>
      <span className="row-kind">{KIND_LABEL[item.kind]}</span>
    </li>
  );
}
