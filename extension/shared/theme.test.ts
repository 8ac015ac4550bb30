import { describe, expect, it } from 'vitest';
import { resolveTheme, themeChoiceOf } from './theme';

describe('theme', () => {
  it('follows the system unless light or dark is forced', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('reads anything but light or dark as following the system', () => {
    expect(themeChoiceOf('dark')).toBe('dark');
    expect(themeChoiceOf('light')).toBe('light');
    expect(themeChoiceOf(undefined)).toBe('system');
    expect(themeChoiceOf('purple')).toBe('system');
  });
});
