/**
 * The shape of a command. Each command is one folder, `commands/<name>/`, whose `index.ts` exports one
 * `defineCommand({...})`: its name, description, aliases, how it runs as a step of a chain, and its
 * background half (calls with argument schemas, alarm, start-up work, in-page state, tab guard), loaded
 * through `background: () => import('./<name>-background')` so the bar frame never downloads it while the
 * background bundles it. The panel is `<name>-panel.tsx`, listed in `commands/panels.ts` (pages only: a
 * worker must not see React or DOM types). Every table the bar and the background need is derived from
 * `commands/index.ts`; a command missing a piece is a type error there.
 */
import type { ComponentType } from 'react';
import type { Browser, WxtBrowser } from 'wxt/browser';
import type { z } from 'zod';
import type { GoogleAccess } from '../account/google-access';
import type { SlackAccess } from '../account/slack-access';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import type { CallTable } from './index';

/** What every background call of a command runs with. */
export interface CommandDeps {
  api: WxtBrowser;
  tools: ToolsDb;
  tracker: IntentlyDb;
  /** Google's APIs for the signed-in account (/gmail, /cal); the access token never leaves the background. */
  google: GoogleAccess;
  /** Slack's Web API for the signed-in account's workspace (/slack); the access token never leaves the background. */
  slack: SlackAccess;
  now(): number;
  /** The tab the calling frame or content script is in (the page under the bar). */
  senderTab?: Browser.tabs.Tab;
  /** Sends a tab the in-page tools' state anew (loading the tools when the page needs them); `videoId` plays a video there. */
  refreshInPage(tabId: number, videoId?: string | null): Promise<void>;
  /** Sends the tab in view of every window the in-page tools' state anew (a timer or a limit changed); never throws. */
  refreshShownTabs(): Promise<void>;
  /** Runs every command's tab guard on a tab (limits, blocks); resolves true when one took the tab over. */
  guardTab(tabId: number): Promise<boolean>;
}

/** One background operation of a command: its arguments' schema (validated on arrival) and what it does. */
export interface CommandCall<A extends unknown[] = never, R = unknown> {
  args: z.ZodType<A>;
  /** Who may call it: the bar and extension pages (default), or also content scripts in web pages. */
  from?: 'extension' | 'page';
  run(deps: CommandDeps, ...args: A): Promise<R>;
}

/** Declares a call: `call(z.tuple([z.string()]), (d, text) => …)`; the handler's argument types come from the schema. */
export function call<A extends unknown[], R>(
  args: z.ZodType<A>,
  run: (deps: CommandDeps, ...args: A) => Promise<R>,
  from?: 'extension' | 'page',
): CommandCall<A, R> {
  return { args, run, from };
}

/** The background half of a command (`<name>-background.ts`'s default export). */
export interface CommandBackground {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call has its own argument tuple; any lets them all in
  calls?: Record<string, CommandCall<any, unknown>>;
  /** An alarm named `name` or `name:…` fires `fire`; `periodMinutes` makes it a repeating alarm created at start. */
  alarm?: { name: string; periodMinutes?: number; fire(deps: CommandDeps, alarmName: string): Promise<unknown> };
  /** Runs at every worker start (DESIGN: alarms are re-created at every worker start). */
  start?(deps: CommandDeps): Promise<unknown>;
  /** This command's part of the in-page tools' state on a page of `site`. */
  inPage?(deps: CommandDeps, site: string): Promise<Record<string, unknown>>;
  /** Takes a tab over when the command says so (the blocking screen); resolves whether it did. */
  guardTab?(deps: CommandDeps, tab: Browser.tabs.Tab): Promise<boolean>;
}

/** Declares a command's background half; typed so each call keeps its own argument and result types. */
export function defineBackground<B extends CommandBackground>(background: B): B {
  return background;
}

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

/** Everything a command needs in the bar: browser APIs, the background's calls, the page the bar acts on, and the clock. */
export interface BarContext {
  api: WxtBrowser;
  /** Data operations run in the background (notes, timers, limits, history…). */
  call: CallToolOf<CallTable>;
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

/** The bar's context as a command's own `run` sees it: `call` reaches that command's own background calls. */
export type CommandContext<B> = Omit<BarContext, 'call'> & {
  call: CallToolOf<B extends { calls: infer C } ? C : Record<never, never>>;
};

/** A call tool over one table of calls (the whole registry's, or one command's own). */
export type CallToolOf<T> = <K extends keyof T & string>(
  name: K,
  ...args: T[K] extends CommandCall<infer A, unknown> ? A : never
) => Promise<T[K] extends CommandCall<infer _A, infer R> ? Awaited<R> : never>;

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
  run?(ctx: BarContext, arg: string): Promise<string | void>;
};

/** Declares a command (the one export of `commands/<name>/index.ts`); its exact shape is kept for the registry's types. */
export function defineCommand<const C extends CommandSpec<B>, B extends CommandBackground = Record<never, never>>(
  command: C & CommandSpec<B>,
): C {
  return command;
}

/** Props every command panel gets. */
export interface PanelProps {
  ctx: BarContext;
  /** Text typed after the command ("/timer 25" → "25"). */
  arg: string;
}

/** A command's panel in the bar. */
export type Panel = ComponentType<PanelProps>;
