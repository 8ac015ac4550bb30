import { describe, expect, it } from 'vitest';
import { graphKeyAction } from './graph-key-action';

const key = (k: string, mods: Partial<Record<'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) =>
  graphKeyAction({ key: k, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...mods });

describe('graphKeyAction (the graph keyboard, issue 37)', () => {
  it.each([
    ['ArrowLeft', { move: 'left' }],
    ['ArrowRight', { move: 'right' }],
    ['ArrowUp', { move: 'up' }],
    ['ArrowDown', { move: 'down' }],
    ['Enter', { do: 'open' }],
    [' ', { do: 'trace' }],
    ['ContextMenu', { do: 'menu' }],
  ])('%j → %j', (k, action) => expect(key(k)).toEqual(action));

  it('Shift+F10 opens the menu; F10 alone is left to the browser', () => {
    expect(key('F10', { shiftKey: true })).toEqual({ do: 'menu' });
    expect(key('F10')).toBeNull();
  });

  it.each([
    ['Tab', {}],
    ['a', {}],
    ['ArrowLeft', { shiftKey: true }],
    ['ArrowLeft', { altKey: true }], // Alt+Left is the browser's Back
    ['Enter', { ctrlKey: true }],
    ['ContextMenu', { metaKey: true }],
  ] as const)('leaves %s %j to the page', (k, mods) => expect(key(k, mods)).toBeNull());
});
