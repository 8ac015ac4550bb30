/**
 * The shape of a command's background half (`<name>-background.ts`'s default export) and what its calls run
 * with. Below the bar's types (define-command.ts) and the registry (index.ts): the kit never imports them.
 */
import type { Browser, WxtBrowser } from 'wxt/browser';
import type { z } from 'zod';
import type { AccountService } from '../account/account-service';
import type { GoogleAccess } from '../account/google-access';
import type { SlackAccess } from '../account/slack-access';
import type { TrailPage } from '../shared/trail-group';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';

/** What every background call of a command runs with. */
export interface CommandDeps {
  api: WxtBrowser;
  tools: ToolsDb;
  tracker: IntentlyDb;
  /** The shell's account service, the background's one (sign in, sign out); the bar reaches it through the shell's calls. */
  account: Pick<AccountService, 'signIn' | 'signOut'>;
  /** Google's APIs for the signed-in account (/gmail, /cal); the access token never leaves the background. */
  google: GoogleAccess;
  /** Slack's Web API for the signed-in account's workspace (/slack); the access token never leaves the background. */
  slack: SlackAccess;
  now(): number;
  /** Issue 37: the graph core's trail to the page now in a tab (its last `maxSteps` pages; 0 all), root first (/trail). */
  trail(tabId: number, maxSteps: number): Promise<TrailPage[]>;
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

/** Any command's calls by name, as the background's one call table holds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call has its own argument tuple; any lets them all in
export type AnyCalls = Record<string, CommandCall<any, unknown>>;

/** The background half of a command (`<name>-background.ts`'s default export). */
export interface CommandBackground {
  calls?: AnyCalls;
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

/** The calls of one background half (none for a command without calls). */
export type CallsOf<B> = B extends { calls: infer C } ? C : Record<never, never>;

/** A call tool over one table of calls (one command's own, or the shell's): a name of that table, its arguments, its answer. */
export type CallToolOf<T> = <K extends keyof T & string>(
  name: K,
  ...args: T[K] extends CommandCall<infer A, unknown> ? A : never
) => Promise<T[K] extends CommandCall<infer _A, infer R> ? Awaited<R> : never>;
