/**
 * Checks a custom command before it is saved (issue 20: every bad definition gets a sentence naming what to
 * change): its name, a URL template's address and placeholders, a chain's steps, and chains that call
 * themselves, directly or through other custom commands.
 */
import { findCommand } from '../commands';
import type { CommandDefinition } from '../commands/define-command';
import type { ChainStep, CustomCommand } from '../storage/custom-commands-store';
import { expandUrlTemplate } from './expand-url-template';

const NAME = /^\/[a-z0-9][a-z0-9-]{0,31}$/;
const SAMPLE = { query: 'q', selection: 's', url: 'https://example.com/', domain: 'example.com' };

/** Parses a chain typed one step a line ("/timer 25 write"); blank lines are skipped. */
export function parseChain(text: string): ChainStep[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [command = '', ...rest] = line.split(/\s+/);
      return { command: command.toLowerCase(), arg: rest.join(' ') };
    });
}

/** A step as one line of a chain ("/timer 25 write"): parseChain's inverse. */
export function stepLine(step: ChainStep): string {
  return [step.command, step.arg].filter(Boolean).join(' ');
}

/** The built-in a chain step names, when it can run in a chain; throws a sentence otherwise. */
function chainable(step: ChainStep, custom: readonly CustomCommand[]): CommandDefinition | CustomCommand {
  const builtIn = findCommand(step.command);
  if (builtIn?.needsAccount) throw new Error(`${builtIn.name} needs sign-in, so it cannot run in a chain yet.`);
  if (builtIn && !builtIn.run)
    throw new Error(
      `${builtIn.name} cannot run in a chain: it needs its panel. Commands that act at once can, such as /timer, /group, /limit or /new.`,
    );
  const found = builtIn ?? custom.find((c) => c.name === step.command);
  if (!found)
    throw new Error(
      `${step.command || 'A step'} is not a command: start each step with a command's name, such as /timer 25.`,
    );
  return found;
}

/** The path by which `name`'s chain reaches itself again, or null when it never does. */
function selfCall(
  name: string,
  steps: readonly ChainStep[],
  custom: readonly CustomCommand[],
  path: string[] = [],
): string[] | null {
  for (const step of steps) {
    if (step.command === name) return path;
    const next = custom.find((c) => c.name === step.command);
    if (next?.kind === 'chain' && !path.includes(next.name)) {
      const found = selfCall(name, next.steps, custom, [...path, next.name]);
      if (found) return found;
    }
  }
  return null;
}

/** Returns the command as it will be stored, or throws a sentence saying what to change. `others` are the other saved custom commands. */
export function validateCustomCommand(draft: CustomCommand, others: readonly CustomCommand[]): CustomCommand {
  const name = draft.name.trim().toLowerCase();
  if (!NAME.test(name))
    throw new Error('Name the command with a slash and up to 32 lower-case letters, digits or dashes, such as /wiki.');
  const builtIn = findCommand(name);
  if (builtIn)
    throw new Error(
      `${name} is ${builtIn.name === name ? 'a built-in command' : `another name of ${builtIn.name}`}; choose another name.`,
    );
  if (others.some((c) => c.name === name))
    throw new Error(`You already have a command named ${name}; choose another name or delete that one first.`);
  const description =
    draft.description.trim().slice(0, 120) ||
    (draft.kind === 'url' ? `Opens ${draft.url.trim()}` : 'Runs a chain of commands');
  if (draft.kind === 'url') {
    const url = draft.url.trim();
    expandUrlTemplate(url, SAMPLE);
    return { name, description, kind: 'url', url };
  }
  const steps = draft.steps.map((s) => ({ command: s.command.trim().toLowerCase(), arg: s.arg.trim() }));
  if (steps.length === 0) throw new Error('Add at least one step, one command a line, such as /timer 25.');
  const all = [...others, { ...draft, name, steps }];
  for (const step of steps) chainable(step, all);
  const loop = selfCall(name, steps, all);
  if (loop)
    throw new Error(
      `${name} calls itself${loop.length ? ` (through ${loop.join(', ')})` : ''}, so it would never end; remove that step.`,
    );
  return { name, description, kind: 'chain', steps };
}
