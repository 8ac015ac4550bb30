/**
 * The commands the bar lists: every built-in from the registry, then the user's custom commands. Exact
 * copy of the bar's own texts lives here.
 */
import { COMMANDS, findCommand } from '../commands';
import type { CommandDefinition } from '../commands/define-command';
import type { CustomCommand } from '../storage/custom-commands-store';

/** One slash command as the bar lists it: a built-in (`definition`) or a custom one (`custom`). */
export interface BarCommand {
  name: string;
  description: string;
  definition?: CommandDefinition;
  custom?: CustomCommand;
}

/** Every built-in command as the bar lists it. */
export const BUILT_IN: readonly BarCommand[] = COMMANDS.map((definition: CommandDefinition) => ({
  name: definition.name,
  description: definition.description,
  definition,
}));

/** The bar's commands: the built-ins, then the custom ones. */
export function barCommands(custom: readonly CustomCommand[]): BarCommand[] {
  return [...BUILT_IN, ...custom.map((c) => ({ name: c.name, description: c.description, custom: c }))];
}

/** Shown for a command that needs an account while signed out. */
export const NEEDS_SIGN_IN =
  'This command needs you to sign in with your Google account: open /intently and choose "Sign in with Google". Everything else works offline.';

/** Placeholder of the bar's input. */
export const INPUT_PLACEHOLDER = 'Type a command, a tab, a page or a note…  (/ lists commands)';

/** The command a typed line starts with (a name or an alias) and its argument ("/timer 25 x" → /timer, "25 x"), or null. */
export function parseCommandLine(
  line: string,
  custom: readonly CustomCommand[] = [],
): { command: BarCommand; arg: string } | null {
  const match = /^(\/\S+)(?:\s+([\s\S]*))?$/.exec(line.trimStart());
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const definition = findCommand(name);
  const own = custom.find((c) => c.name === name);
  const command = definition
    ? BUILT_IN.find((c) => c.definition === definition)
    : own && { name: own.name, description: own.description, custom: own };
  return command ? { command, arg: match[2]?.trim() ?? '' } : null;
}
