import { describe, expect, it } from 'vitest';
import type { CustomCommand } from '../storage/custom-commands-store';
import { parseCommandLine } from './catalog';

const custom: CustomCommand[] = [
  { name: '/wiki', description: 'Search Wikipedia', kind: 'url', url: 'https://en.wikipedia.org/wiki/{query}' },
];

describe('parseCommandLine', () => {
  it.each([
    ['/timer 25 write', '/timer', '25 write'],
    ['  /NOTE', '/note', ''],
    ['/intently', '/intently', ''],
    ['/notes rust', '/note', 'rust'],
    ['/screenshot', '/ss', ''],
    ['/wiki rust lang', '/wiki', 'rust lang'],
  ])('%j → %s %j', (line, name, arg) =>
    expect(parseCommandLine(line, custom)).toMatchObject({ command: { name }, arg }),
  );

  it.each(['/nope', 'timer 25', '', '/wiki2'])('%j is no command', (line) =>
    expect(parseCommandLine(line, custom)).toBeNull(),
  );
});
