import { describe, expect, it } from 'vitest';
import { windowHint } from './window-hint';

describe('windowHint', () => {
  it('names the double press and the shortcut that works where it cannot', () => {
    expect(windowHint('Control', 'Ctrl+Shift+K')).toBe(
      'On ordinary web pages, press Ctrl twice to open Intently. Here, use Ctrl+Shift+K or the toolbar button.',
    );
    expect(windowHint('Meta', '⌘⇧K')).toBe(
      'On ordinary web pages, press ⌘ twice to open Intently. Here, use ⌘⇧K or the toolbar button.',
    );
  });

  it('says where to set a shortcut when the user removed it', () => {
    expect(windowHint('Control', '')).toBe(
      'On ordinary web pages, press Ctrl twice to open Intently. Here, use the toolbar button, or set a shortcut at chrome://extensions/shortcuts.',
    );
  });
});
