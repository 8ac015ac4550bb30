/**
 * The command registry: every command, one folder each. The bar's catalog, the background's call table,
 * the call names it accepts, the alarm dispatch and the in-page state are all derived from `COMMANDS`
 * (and the panels and widgets, in panels.ts and widgets.ts, are checked against it, each typed by its own
 * command's background half), so a command missing a piece is a type error. The command kit (define-*.ts,
 * panel-kit.tsx) is below this file and never imports it.
 * Adding a command: make its folder with an index.ts exporting `defineCommand`, add it here, and give it a
 * panel in panels.ts unless it acts at once (`run`).
 */
import arrange from './arrange';
import block from './block';
import cal from './cal';
import chat from './chat';
import clip from './clip';
import close from './close';
import type { CommandBackground } from './define-background';
import type { CommandDefinition } from './define-command';
import gmail from './gmail';
import group from './group';
import history from './history';
import intently from './intently';
import limit from './limit';
import newTab from './new';
import next from './next';
import note from './note';
import pin from './pin';
import recall from './recall';
import remember from './remember';
import sessions from './sessions';
import type shellBackground from './shell/shell-background';
import slack from './slack';
import ss from './ss';
import switchTab from './switch';
import timer from './timer';
import todo from './todo';
import trail from './trail';
import translate from './translate';
import view from './view';
import visualize from './visualize';
import yt from './yt';

/** Every built-in command, in the order the bar lists them before usage counts reorder them. */
export const COMMANDS = [
  note,
  timer,
  group,
  todo,
  limit,
  block,
  clip,
  sessions,
  trail,
  history,
  remember,
  recall,
  newTab,
  close,
  pin,
  switchTab,
  next,
  view,
  arrange,
  ss,
  yt,
  translate,
  visualize,
  intently,
  gmail,
  slack,
  cal,
  chat,
] as const;

/** A built-in command's name ("/timer"). */
export type CommandName = (typeof COMMANDS)[number]['name'];

/** The names of the commands that act at once (they have `run`), which need no panel of their own. */
export type RunCommandName = Extract<(typeof COMMANDS)[number], { run: unknown }>['name'];

/** The names of the commands whose background half adds to the in-page state (each has a widget in widgets.ts). */
export type InPageCommandName = Extract<
  (typeof COMMANDS)[number],
  { background: () => Promise<{ default: { inPage: unknown } }> }
>['name'];

/** The names of the commands that need an account (the bar says so instead of a panel). */
export type AccountCommandName = Extract<(typeof COMMANDS)[number], { needsAccount: true }>['name'];

type BackgroundOf<C> = C extends { background: () => Promise<{ default: infer B }> } ? B : Record<never, never>;
type Backgrounds = BackgroundOf<(typeof COMMANDS)[number]> | typeof shellBackground;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The background half of the command named `N` (an empty one for a command without): its panel and widget are typed by it. */
export type BackgroundNamed<N extends CommandName> = BackgroundOf<Extract<(typeof COMMANDS)[number], { name: N }>>;

/** The in-page tools' state: every command's part, and the video the floating player plays. */
export type InPageState = { videoId: string | null } & UnionToIntersection<
  Backgrounds extends infer B ? (B extends { inPage: (...a: never[]) => Promise<infer S> } ? S : never) : never
>;

/** The built-in command named `name`, or one of its aliases (case-insensitive), or undefined. */
export function findCommand(name: string): CommandDefinition | undefined {
  const lower = name.toLowerCase();
  return (COMMANDS as readonly CommandDefinition[]).find((c) => c.name === lower || c.aliases?.includes(lower));
}

/** Loads every background half (bundled into the background, so this resolves at once there). */
export async function loadBackgrounds(): Promise<CommandBackground[]> {
  const halves = await Promise.all([
    import('./shell/shell-background'),
    ...COMMANDS.map((c) => (c as CommandDefinition).background?.()),
  ]);
  return halves.flatMap((half) => (half ? [half.default as CommandBackground] : []));
}
