import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INPUT_PLACEHOLDER } from './catalog';

// The static shell in bar.html must look like the React bar that replaces it, or the first opening flashes.
const html = readFileSync(new URL('../entrypoints/bar/index.html', import.meta.url), 'utf8');

describe("bar.html's static shell", () => {
  it.each([
    ['the bar box', '<div class="bar" role="dialog" aria-label="Intently command bar">'],
    [
      "the input, with the bar's placeholder",
      `<input class="bar-input" placeholder="${INPUT_PLACEHOLDER}" aria-label="Command" spellcheck="false" />`,
    ],
  ])('has %s as React renders it', (_what, markup) => {
    expect(html).toContain(`<div id="root">`);
    expect(html).toContain(markup);
  });
});
