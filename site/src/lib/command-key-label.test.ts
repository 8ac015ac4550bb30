import { describe, expect, it } from 'vitest';
import { commandKeyLabel } from './command-key-label';

describe('commandKeyLabel', () => {
  it.each([
    ['MacIntel', '⌘'],
    ['macOS', '⌘'],
    ['iPad', '⌘'],
    ['Win32', 'Ctrl'],
    ['Windows', 'Ctrl'],
    ['Linux x86_64', 'Ctrl'],
    ['Chrome OS', 'Ctrl'],
    ['', 'Ctrl'],
  ])('names the key on %j as %s', (platform, label) => {
    expect(commandKeyLabel(platform)).toBe(label);
  });
});
