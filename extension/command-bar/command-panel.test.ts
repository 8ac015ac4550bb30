import { describe, expect, it } from 'vitest';
import type { CustomCommand } from '../storage/custom-commands-store';
import { BUILT_IN } from './catalog';
import { commandPanel } from './command-panel';

const wiki: CustomCommand = {
  name: '/wiki',
  description: 'Search Wikipedia',
  kind: 'url',
  url: 'https://en.wikipedia.org/wiki/{query}',
};
const builtIn = (name: string) => BUILT_IN.find((c) => c.name === name)!;

describe("commandPanel (the bar's one router)", () => {
  it.each(['/note', '/close', '/gmail'])("makes %s's panel once, so reopening the bar never remounts it", (name) => {
    expect(commandPanel(builtIn(name), [])).toBe(commandPanel(builtIn(name), [wiki]));
  });

  it("makes a custom command's panel anew for each list, so an edited command never runs from a stale copy", () => {
    const command = { name: wiki.name, description: wiki.description, custom: wiki };
    expect(commandPanel(command, [wiki])).not.toBe(commandPanel(command, [wiki]));
  });
});
