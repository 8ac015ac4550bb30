/**
 * Every built-in command's name, what it does (one line, saying what it does today) and its other names: the one
 * source of truth for them. Each command's `index.ts` takes its entry (`catalogEntry`), and the site reads this file
 * at build time for its commands section, the hero's examples and the showcase's labels (issue 36), so the site and
 * the bar cannot disagree. Pure data: it imports nothing, so the site's build pulls in no browser code.
 */

/** One command as the catalog lists it. */
export interface CatalogEntry {
  name: `/${string}`;
  description: string;
  aliases?: readonly `/${string}`[];
}

/** Every built-in command, in the registry's order (commands/index.ts). */
export const COMMAND_CATALOG = [
  { name: '/note', description: 'Notes for this site, with search and autosave', aliases: ['/notes'] },
  { name: '/timer', description: 'Start a focus timer, e.g. /timer 25 write report', aliases: ['/pomodoro'] },
  { name: '/group', description: 'Group tabs by site, or the tabs you pick', aliases: ['/groups'] },
  { name: '/todo', description: 'Todos for today, with yesterday and tomorrow', aliases: ['/todos'] },
  { name: '/limit', description: 'Daily focus-time limit for this site', aliases: ['/limits'] },
  { name: '/block', description: 'Block this site (run again to unblock)', aliases: ['/unblock'] },
  { name: '/clip', description: 'Clipboard history: copy one, Copy All, Clear All', aliases: ['/clipboard'] },
  { name: '/sessions', description: 'Save, restore and delete window sessions', aliases: ['/session'] },
  { name: '/trail', description: 'How you got to this page; Enter reopens it as a tab group' },
  { name: '/history', description: 'Search your browsing history' },
  { name: '/remember', description: 'Save a snippet, e.g. /remember door code 4512' },
  { name: '/recall', description: 'Search your saved snippets' },
  { name: '/new', description: 'Open a new tab, a site or a search', aliases: ['/open'] },
  { name: '/close', description: 'Close this tab' },
  { name: '/pin', description: 'Pin this tab, or unpin it', aliases: ['/unpin'] },
  { name: '/switch', description: 'Switch to an open tab', aliases: ['/tabs'] },
  { name: '/next', description: 'Go to the next tab' },
  { name: '/view', description: 'Switch between your windows', aliases: ['/windows'] },
  { name: '/arrange', description: 'Sort this window’s tabs by site' },
  { name: '/ss', description: 'Screenshot of the visible tab, copied and ready to download', aliases: ['/screenshot'] },
  { name: '/yt', description: 'Search videos, or play one in a floating player', aliases: ['/youtube', '/video'] },
  { name: '/translate', description: 'Translate the selection or typed text', aliases: ['/tr'] },
  { name: '/visualize', description: 'Open the network graph of your browsing', aliases: ['/graph'] },
  { name: '/intently', description: 'About Intently, shortcuts and settings', aliases: ['/settings', '/help'] },
  { name: '/gmail', description: 'Send mail (needs sign-in)' },
  { name: '/slack', description: 'Message your team (needs sign-in)' },
  { name: '/cal', description: 'Your calendar: today, or add an event (needs sign-in)' },
  { name: '/chat', description: 'Ask the AI chat (needs sign-in)' },
] as const satisfies readonly CatalogEntry[];

/** A built-in command's name ("/timer"). */
export type CatalogName = (typeof COMMAND_CATALOG)[number]['name'];

/** A name the bar takes for a command: its own or one of its aliases ("/session" for /sessions). */
export type CatalogNameOrAlias =
  CatalogName | Extract<(typeof COMMAND_CATALOG)[number], { aliases: unknown }>['aliases'][number];

/** The catalog's entry of a command, for its `defineCommand`. */
export function catalogEntry<N extends CatalogName>(name: N): Extract<(typeof COMMAND_CATALOG)[number], { name: N }> {
  return COMMAND_CATALOG.find((entry) => entry.name === name) as Extract<(typeof COMMAND_CATALOG)[number], { name: N }>;
}
