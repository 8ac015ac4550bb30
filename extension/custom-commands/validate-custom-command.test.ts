import { describe, expect, it } from 'vitest';
import type { CustomCommand } from '../storage/custom-commands-store';
import { CUSTOM_COMMAND_EXAMPLES } from './custom-command-examples';
import { parseChain, stepLine, validateCustomCommand } from './validate-custom-command';

const url = (name: string, template: string): CustomCommand => ({ name, description: '', kind: 'url', url: template });
const chain = (name: string, text: string): CustomCommand => ({
  name,
  description: '',
  kind: 'chain',
  steps: parseChain(text),
});
const saved: CustomCommand[] = [
  chain('/morning', '/new news.dev\n/evening'),
  chain('/evening', '/todo review the day'),
  url('/wiki', 'https://en.wikipedia.org/wiki/{query}'),
];

describe('validateCustomCommand: every bad definition says what to change', () => {
  it.each([
    [
      'a name without a slash',
      url('wiki', 'https://a.dev/{query}'),
      'Name the command with a slash and up to 32 lower-case letters, digits or dashes, such as /wiki.',
    ],
    [
      'a name with a space',
      url('/my wiki', 'https://a.dev/{query}'),
      'Name the command with a slash and up to 32 lower-case letters, digits or dashes, such as /wiki.',
    ],
    ['a built-in name', url('/note', 'https://a.dev/{query}'), '/note is a built-in command; choose another name.'],
    [
      'a built-in alias',
      url('/screenshot', 'https://a.dev/{query}'),
      '/screenshot is another name of /ss; choose another name.',
    ],
    [
      'a name already taken',
      url('/wiki', 'https://b.dev/{query}'),
      'You already have a command named /wiki; choose another name or delete that one first.',
    ],
    [
      'an unknown placeholder',
      url('/docs', 'https://a.dev/?q={search}'),
      '{search} is not a placeholder: use {query}, {selection}, {url} or {domain}.',
    ],
    [
      'a template that is no http(s) address',
      url('/docs', 'ftp://a.dev/{query}'),
      'The address must start with http:// or https://, for example https://en.wikipedia.org/wiki/{query}.',
    ],
    ['a chain with no step', chain('/flow', '\n \n'), 'Add at least one step, one command a line, such as /timer 25.'],
    [
      'a step that is no command',
      chain('/flow', '/timer 25\n/nope'),
      "/nope is not a command: start each step with a command's name, such as /timer 25.",
    ],
    [
      'a step that needs its panel',
      chain('/flow', '/note'),
      '/note cannot run in a chain: it needs its panel. Commands that act at once can, such as /timer, /group, /limit or /new.',
    ],
    [
      'a step that needs sign-in',
      chain('/flow', '/gmail hi'),
      '/gmail needs sign-in, so it cannot run in a chain yet.',
    ],
    [
      'a chain that calls itself',
      chain('/flow', '/timer 25\n/flow'),
      '/flow calls itself, so it would never end; remove that step.',
    ],
    [
      'a chain that calls itself through others',
      chain('/evening', '/morning'),
      '/evening calls itself (through /morning), so it would never end; remove that step.',
    ],
  ])('%s', (_what, draft, message) => {
    // Editing a saved command checks it against the others; a new one against all of them.
    const others = draft.kind === 'chain' ? saved.filter((c) => c.name !== draft.name) : saved;
    expect(() => validateCustomCommand(draft, others)).toThrow(message);
  });

  it.each([
    [
      'a URL template, name lower-cased and a description made up',
      url('/Docs', ' https://docs.dev/?q={query} '),
      {
        name: '/docs',
        description: 'Opens https://docs.dev/?q={query}',
        kind: 'url',
        url: 'https://docs.dev/?q={query}',
      },
    ],
    [
      'a chain of built-ins and a custom command',
      chain('/start', '/Group\n/timer 25 Deep work\n/wiki rust'),
      {
        name: '/start',
        description: 'Runs a chain of commands',
        kind: 'chain',
        steps: [
          { command: '/group', arg: '' },
          { command: '/timer', arg: '25 Deep work' },
          { command: '/wiki', arg: 'rust' },
        ],
      },
    ],
  ])('accepts %s', (_what, draft, stored) => {
    expect(validateCustomCommand(draft, saved)).toEqual(stored);
  });

  it('turns a chain into lines and back', () => {
    const text = '/group\n/timer 25 Deep work\n/limit 30 social';
    expect(parseChain(text).map(stepLine).join('\n')).toBe(text);
  });

  it.each(CUSTOM_COMMAND_EXAMPLES.map((example) => [example.name, example] as const))(
    'accepts the example %s as offered',
    (_name, example) => {
      expect(validateCustomCommand(example, [])).toEqual(example);
    },
  );
});
