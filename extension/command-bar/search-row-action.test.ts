import { describe, expect, it } from 'vitest';
import { openWhere, rowAction } from './search-row-action';

describe('openWhere', () => {
  it('opens in place on Enter, in a new tab with Ctrl or ⌘, in a new window with Shift', () => {
    expect(openWhere({})).toBe('here');
    expect(openWhere({ ctrlKey: true })).toBe('tab');
    expect(openWhere({ metaKey: true })).toBe('tab');
    expect(openWhere({ shiftKey: true, ctrlKey: true })).toBe('window');
  });
});

describe('rowAction', () => {
  const page = { kind: 'history' as const, key: 'https://a.test/x', url: 'https://a.test/x' };
  it('opens pages and bookmarks where asked', () => {
    expect(rowAction(page, 'tab')).toEqual({ type: 'open', url: page.url, where: 'tab' });
    expect(rowAction({ ...page, kind: 'bookmark', key: 'bookmark:12' }, 'window')).toEqual({
      type: 'open',
      url: page.url,
      where: 'window',
    });
  });

  it('switches to an open tab on Enter and opens its address elsewhere with a modifier', () => {
    const tab = { kind: 'tab' as const, key: 'tab:7:3', url: 'https://t.test/' };
    expect(rowAction(tab, 'here')).toEqual({ type: 'switch', tabId: 7, windowId: 3 });
    expect(rowAction(tab, 'tab')).toEqual({ type: 'open', url: tab.url, where: 'tab' });
  });

  it('restores a closed tab, opens commands and notes, copies clips', () => {
    expect(rowAction({ kind: 'closed', key: 'closed:42', url: '' }, 'here')).toEqual({
      type: 'restore',
      sessionId: '42',
    });
    expect(rowAction({ kind: 'command', key: 'cmd:/note', url: '' }, 'here')).toEqual({
      type: 'command',
      name: '/note',
    });
    expect(rowAction({ kind: 'note', key: 'note:a.test', url: '' }, 'here')).toEqual({ type: 'note', site: 'a.test' });
    expect(rowAction({ kind: 'clip', key: 'clip:3', url: '' }, 'tab')).toEqual({ type: 'copy', key: 'clip:3' });
  });
});
