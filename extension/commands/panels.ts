/**
 * The panel each command opens in the bar (pages only: the background never imports this, so React and
 * DOM types stay out of the worker). Checked against the registry: a command without `run`, and every account
 * command, must have a panel here, or this file does not compile; a command with `run` and no panel gets one
 * that runs it. Each panel is typed by its own command's background half, so it reaches only that command's
 * calls (and the shell's).
 */
import { CalPanel } from './cal/cal-panel';
import { ChatPanel } from './chat/chat-panel';
import { ClipPanel } from './clip/clip-panel';
import type { Panel } from './define-command';
import { GmailPanel } from './gmail/gmail-panel';
import { SlackPanel } from './slack/slack-panel';
import { GroupPanel } from './group/group-panel';
import { HistoryPanel } from './history/history-panel';
import type { AccountCommandName, BackgroundNamed, CommandName, RunCommandName } from './index';
import { IntentlyPanel } from './intently/intently-panel';
import { LimitPanel } from './limit/limit-panel';
import { NotePanel } from './note/note-panel';
import { RecallPanel } from './recall/recall-panel';
import { SessionsPanel } from './sessions/sessions-panel';
import { TrailPanel } from './trail/trail-panel';
import { ScreenshotPanel } from './ss/ss-panel';
import { SwitchPanel } from './switch/switch-panel';
import { TimerPanel } from './timer/timer-panel';
import { TodoPanel } from './todo/todo-panel';
import { TranslatePanel } from './translate/translate-panel';
import { ViewPanel } from './view/view-panel';
import { YtPanel } from './yt/yt-panel';

/** The commands that may go without a panel: those that act at once, unless they need an account. */
type PanelOptional = Exclude<RunCommandName, AccountCommandName>;

/** Panels by command name: required for commands that do not act at once and for every account command (shown once signed in). */
export const PANELS: { [K in Exclude<CommandName, PanelOptional>]: Panel<BackgroundNamed<K>> } & {
  [K in PanelOptional]?: Panel<BackgroundNamed<K>>;
} = {
  '/note': NotePanel,
  '/timer': TimerPanel,
  '/group': GroupPanel,
  '/todo': TodoPanel,
  '/limit': LimitPanel,
  '/clip': ClipPanel,
  '/sessions': SessionsPanel,
  '/trail': TrailPanel,
  '/history': HistoryPanel,
  '/recall': RecallPanel,
  '/switch': SwitchPanel,
  '/view': ViewPanel,
  '/ss': ScreenshotPanel,
  '/yt': YtPanel,
  '/intently': IntentlyPanel,
  '/gmail': GmailPanel,
  '/slack': SlackPanel,
  '/cal': CalPanel,
  '/chat': ChatPanel,
  '/translate': TranslatePanel,
};
