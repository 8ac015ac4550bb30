/**
 * The shape of a command. Each command is one folder, `commands/<name>/`, whose `index.ts` exports one
 * `defineCommand({...})`: its name, description, aliases, how it runs as a step of a chain, and its background
 * half (define-background.ts: calls with argument schemas, alarm, start-up work, in-page state, tab guard),
 * loaded through `background: () => import('./<name>-background')` so the bar frame never downloads it while
 * the background bundles it. The panel is `<name>-panel.tsx`, listed in `commands/panels.ts` (pages only: a
 * worker must not see React or DOM types). Every table the bar and the background need is derived from
 * `commands/index.ts`, which this kit never imports; a command missing a piece is a type error there. A command
 * sees only its own background calls (`ctx.call`) and the shell's (`ctx.shell`: the account, the time bar switch).
 */
import type { ComponentType } from 'react';
import type { Browser, WxtBrowser } from 'wxt/browser';
import type { AnyCalls, CallsOf, CallToolOf, CommandBackground } from './define-background';
import type shellBackground from './shell/shell-background';

/** A page's readable text as /chat shares it (issue #23). */
export interface PageText {
  title: string;
  url: string;
  text: string;
}

/** The page under the bar, used only when the person asks (issue #23); in a window of its own there is none. */
export interface BarPage {
  /** Where the selection was when the bar opened: in an editable place, on the page's text, or nowhere. */
  selection: 'editable' | 'page' | 'none';
  /** The page's readable text at this moment, taken by the content script; null when there is none. */
  readableText(): Promise<PageText | null>;
  /** Closes the bar and puts `text` where the selection was: it replaces it in an editable place, and shows over page text. */
  putText(text: string): Promise<'replaced' | 'shown' | 'none'>;
}

/** The shell's calls (commands/shell/): what several commands share (sign-in and out, the time bar switch) and the bar's own. */
export type ShellCalls = CallsOf<typeof shellBackground>;

/** What the shell gives every command in the bar: browser APIs, the shell's calls, the page the bar acts on, and the clock. */
export interface BarContext {
  api: WxtBrowser;
  /** The shell's background calls: the account (sign in, sign out), the time bar switch, the bar's sources. */
  shell: CallToolOf<ShellCalls>;
  /** The tab the bar was opened on (the page under the overlay, or the tab the toolbar was clicked on). */
  tab: Browser.tabs.Tab | undefined;
  /** Text selected in the page when the bar opened. */
  selection: string;
  /** The page under the bar (the overlay's; a bar window has none). */
  page: BarPage;
  /** 'overlay' inside a page, 'window' as its own extension page. */
  mode: 'overlay' | 'window';
  now(): number;
  /** Closes the bar and returns focus to the page. */
  close(): void;
  /** Hides the bar's own pixels (for /ss) without closing it. */
  setHidden(hidden: boolean): void;
}

/** The bar's context as one command sees it (`B` is its background half): `call` reaches that command's own calls only. */
export type CommandContext<B> = BarContext & { call: CallToolOf<CallsOf<B>> };

/** The context the bar builds once for every command: its `call` sends any name (the background checks it). */
export type AnyCommandContext = CommandContext<{ calls: AnyCalls }>;

/** A command as `defineCommand` takes it; `B` is its background half. */
export interface CommandSpec<B> {
  /** "/timer": a slash and lower-case letters. */
  name: string;
  /** One line, shown beside the name in the bar. */
  description: string;
  /** Other names that run it ("/notes" for "/note"). */
  aliases?: readonly string[];
  /** Listed, but explains that it needs sign-in. */
  needsAccount?: boolean;
  /** The background half, loaded lazily so only the background bundles it. */
  background?: () => Promise<{ default: B }>;
  /**
   * Runs the command without its panel, with its argument: how it acts as a step of a chain command, and
   * the whole command for commands that act at once. Resolves with a sentence saying what it did, or
   * nothing when there is nothing to say; throws a sentence saying what to change.
   */
  run?(ctx: CommandContext<B>, arg: string): Promise<string | void>;
}

/** Any command, as the bar and the background use it. */
export type CommandDefinition = Omit<CommandSpec<CommandBackground>, 'run'> & {
  run?(ctx: AnyCommandContext, arg: string): Promise<string | void>;
};

/** Declares a command (the one export of `commands/<name>/index.ts`); its exact shape is kept for the registry's types. */
export function defineCommand<const C extends CommandSpec<B>, B extends CommandBackground = Record<never, never>>(
  command: C & CommandSpec<B>,
): C {
  return command;
}

/** Props of a command's panel; `B` is its background half (`import type background from './<name>-background'`). */
export interface PanelProps<B = Record<never, never>> {
  ctx: CommandContext<B>;
  /** Text typed after the command ("/timer 25" → "25"). */
  arg: string;
}

/** A command's panel in the bar; `B` is its background half. */
export type Panel<B = Record<never, never>> = ComponentType<PanelProps<B>>;

/** A panel as the bar renders it, with the context it builds once for every command. */
export type AnyPanel = Panel<{ calls: AnyCalls }>;
