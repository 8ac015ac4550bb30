import { describe, expect, it } from 'vitest';
import { barMode } from './bar-mode';

describe('barMode', () => {
  it('lists commands for an empty line and a slash command, prefixes for a bare @, and searches anything else', () => {
    expect(barMode('')).toBe('commands');
    expect(barMode('  /note hi')).toBe('commands');
    expect(barMode('@')).toBe('prefixes');
    expect(barMode('@tabs github')).toBe('search');
    expect(barMode('strudel')).toBe('search');
  });
});
