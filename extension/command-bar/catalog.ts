/**
 * The bar's commands and their one-line descriptions (SPEC §2 "Commands section" list, plus the
 * product-named /intently). Exact copy lives here and nowhere else.
 */

/** One slash command as the bar lists it. */
export interface CommandInfo {
  name: string;
  description: string;
  /** Commands that need an account are listed but explain that they need sign-in. */
  needsAccount?: boolean;
}

/** Every command, in the order the bar lists them before usage counts reorder them. */
export const COMMANDS: readonly CommandInfo[] = [
  { name: '/note', description: 'Notes for this site, with search and autosave' },
  { name: '/timer', description: 'Start a focus timer, e.g. /timer 25 write report' },
  { name: '/group', description: 'Group tabs by site, or the tabs you pick' },
  { name: '/todo', description: 'Todos for today, with yesterday and tomorrow' },
  { name: '/limit', description: 'Daily focus-time limit for this site' },
  { name: '/block', description: 'Block this site (run again to unblock)' },
  { name: '/clip', description: 'Clipboard history: copy one, Copy All, Clear All' },
  { name: '/sessions', description: 'Save, restore and delete window sessions' },
  { name: '/history', description: 'Search your browsing history' },
  { name: '/remember', description: 'Save a snippet, e.g. /remember door code 4512' },
  { name: '/recall', description: 'Search your saved snippets' },
  { name: '/new', description: 'Open a new tab, a site or a search' },
  { name: '/close', description: 'Close this tab' },
  { name: '/switch', description: 'Switch to an open tab' },
  { name: '/next', description: 'Go to the next tab' },
  { name: '/view', description: 'Switch between your windows' },
  { name: '/arrange', description: 'Sort this window’s tabs by site' },
  { name: '/ss', description: 'Screenshot of the visible tab, copied and ready to download' },
  { name: '/yt', description: 'Search videos, or play one in a floating player' },
  { name: '/translate', description: 'Translate the selection or typed text' },
  { name: '/visualize', description: 'Open the network graph of your browsing' },
  { name: '/intently', description: 'About Intently, shortcuts and settings' },
  { name: '/gmail', description: 'Send mail (needs sign-in)', needsAccount: true },
  { name: '/slack', description: 'Message your team (needs sign-in)', needsAccount: true },
  { name: '/cal', description: 'Your calendar (needs sign-in)', needsAccount: true },
  { name: '/chat', description: 'Ask the AI chat (needs sign-in)', needsAccount: true },
];

/** Shown for commands that need an account until sign-in is built. */
export const NEEDS_SIGN_IN = 'This command needs you to sign in with your Google account. Sign-in is coming soon; everything else works offline.';

/** Placeholder of the bar's input. */
export const INPUT_PLACEHOLDER = 'Type a command, a tab, a page or a note…  (/ lists commands)';

/** The command a typed line starts with and its argument ("/timer 25 x" → /timer, "25 x"), or null. */
export function parseCommandLine(line: string): { command: CommandInfo; arg: string } | null {
  const match = /^(\/\S+)(?:\s+([\s\S]*))?$/.exec(line.trimStart());
  const command = match && COMMANDS.find((c) => c.name === match[1]!.toLowerCase());
  return command ? { command, arg: match[2]?.trim() ?? '' } : null;
}
