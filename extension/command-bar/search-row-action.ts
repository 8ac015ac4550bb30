/**
 * What choosing a search row does (issue 35 item 3), pure: Enter opens a page in place or switches to its
 * open tab, Ctrl/⌘+Enter opens it in a new tab, Shift+Enter in a new window; a closed tab or window is
 * restored with its history (Chrome's `sessions.restore`); a command opens, a note opens /note, a clip or a
 * snippet is copied.
 */
import type { SearchRow } from '../search-index/search-rows';

/** Where a page opens. */
export type OpenWhere = 'here' | 'tab' | 'window';

/** The action for a row. */
export type RowAction =
  | { type: 'switch'; tabId: number; windowId: number }
  | { type: 'restore'; sessionId: string }
  | { type: 'open'; url: string; where: OpenWhere }
  | { type: 'command'; name: string }
  | { type: 'note'; site: string }
  | { type: 'copy'; key: string };

/** Where the keys pressed with Enter (or a click) open a page. */
export function openWhere(keys: { ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }): OpenWhere {
  if (keys.shiftKey) return 'window';
  return keys.ctrlKey || keys.metaKey ? 'tab' : 'here';
}

/** The action of choosing `row` with the keys pressed. */
export function rowAction(row: Pick<SearchRow, 'kind' | 'key' | 'url'>, where: OpenWhere): RowAction {
  const rest = row.key.slice(row.key.indexOf(':') + 1);
  switch (row.kind) {
    case 'command':
    case 'custom':
      return { type: 'command', name: rest };
    case 'tab': {
      const [tabId, windowId] = rest.split(':').map(Number);
      return where === 'here'
        ? { type: 'switch', tabId: tabId!, windowId: windowId! }
        : { type: 'open', url: row.url, where };
    }
    case 'closed':
      return { type: 'restore', sessionId: rest };
    case 'note':
      return { type: 'note', site: rest };
    case 'clip':
    case 'snippet':
      return { type: 'copy', key: row.key };
    default:
      return { type: 'open', url: row.url, where };
  }
}
