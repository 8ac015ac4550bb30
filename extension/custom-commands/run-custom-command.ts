import { findCommand } from '../commands';
import type { AnyCommandContext } from '../commands/define-command';
import { siteOf } from '../shared/site-of';
import type { CustomCommand } from '../storage/custom-commands-store';
import { expandUrlTemplate, templatePlaceholders } from './expand-url-template';
import { stepLine } from './validate-custom-command';

/**
 * Runs a custom command from the bar: a URL template opens its address in a new tab; a chain runs its steps
 * in order and stops at the first that fails, saying which (issue 20). Resolves with what it did.
 */
export async function runCustomCommand(
  ctx: AnyCommandContext,
  command: CustomCommand,
  arg: string,
  custom: readonly CustomCommand[],
): Promise<string> {
  if (command.kind === 'url') {
    const query = arg || ctx.selection;
    if (!query.trim() && templatePlaceholders(command.url).includes('query')) {
      throw new Error(`Type what ${command.name} should look up after it, for example "${command.name} rust".`);
    }
    const url = expandUrlTemplate(command.url, {
      query,
      selection: ctx.selection,
      url: ctx.tab?.url ?? '',
      domain: siteOf(ctx.tab?.url) ?? '',
    });
    await ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId });
    return `Opened ${url}`;
  }
  const said: string[] = [];
  for (const [index, step] of command.steps.entries()) {
    const label = `Step ${index + 1} of ${command.steps.length} (${stepLine(step)})`;
    try {
      const builtIn = findCommand(step.command);
      const nested = custom.find((c) => c.name === step.command);
      if (builtIn?.run) said.push((await builtIn.run(ctx, step.arg)) || `${step.command} done.`);
      else if (nested) said.push(await runCustomCommand(ctx, nested, step.arg, custom));
      else throw new Error(`${step.command} cannot run in a chain.`);
    } catch (error) {
      const done = said.length ? ` Done before it: ${said.join(' ')}` : '';
      throw new Error(`${label} failed: ${error instanceof Error ? error.message : String(error)}${done}`, {
        cause: error,
      });
    }
  }
  return said.join(' ');
}
