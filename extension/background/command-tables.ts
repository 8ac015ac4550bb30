/**
 * The background's tables, derived from the command registry's background halves: one call table (a
 * name used twice is an error at start), the alarm each alarm name fires, and the in-page state.
 */
import type { InPageState } from '../commands';
import type { CommandBackground, CommandCall, CommandDeps } from '../commands/define-background';
import type { CallAnswer } from '../messages/command-bar-messages';

/** Every call by name; throws when two background halves declare the same name. */
export function callTable(backgrounds: readonly CommandBackground[]): ReadonlyMap<string, CommandCall<unknown[]>> {
  const table = new Map<string, CommandCall<unknown[]>>();
  for (const background of backgrounds) {
    for (const [name, call] of Object.entries(background.calls ?? {})) {
      if (table.has(name)) throw new Error(`Two commands declare the background call "${name}".`);
      table.set(name, call as CommandCall<unknown[]>);
    }
  }
  return table;
}

/** The background half whose alarm an alarm of this name is ("timer:12" → the timer's). */
export function alarmOwner(
  backgrounds: readonly CommandBackground[],
  alarmName: string,
): CommandBackground | undefined {
  return backgrounds.find(({ alarm }) => alarm && (alarmName === alarm.name || alarmName.startsWith(`${alarm.name}:`)));
}

/** The in-page tools' state for a page of `site`: every command's part, and the video to play. */
export async function inPageState(
  backgrounds: readonly CommandBackground[],
  deps: CommandDeps,
  site: string,
  videoId: string | null,
): Promise<InPageState> {
  const parts = await Promise.all(backgrounds.map((b) => b.inPage?.(deps, site)));
  return Object.assign({ videoId }, ...parts) as InPageState;
}

/**
 * Runs a call by name with arguments that arrived in a message: unknown names, calls a web page may not make
 * (`fromPage`), and arguments that do not fit the call's schema are refused with a sentence.
 */
export async function runCall(
  table: ReadonlyMap<string, CommandCall<unknown[]>>,
  deps: CommandDeps,
  name: string,
  args: unknown,
  fromPage: boolean,
): Promise<CallAnswer> {
  const call = table.get(name);
  if (!call) return { ok: false, error: `There is no background call named "${name}".` };
  if (fromPage && call.from !== 'page') return { ok: false, error: `A web page may not call "${name}".` };
  const parsed = call.args.safeParse(args);
  if (!parsed.success)
    return {
      ok: false,
      error: `The call "${name}" got arguments it cannot take: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}.`,
    };
  try {
    return { ok: true, value: await call.run(deps, ...parsed.data) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
