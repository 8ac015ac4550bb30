import type { ComponentType } from 'react';
import { AboutPanel } from './about-panel';
import type { PanelProps } from './action-panel';
import { ClipPanel } from './clip-panel';
import { GroupPanel } from './group-panel';
import { BlockPanel, LimitPanel } from './limit-panel';
import { NotePanel } from './note-panel';
import { HistoryPanel, RecallPanel, RememberPanel } from './search-panels';
import { SessionsPanel } from './sessions-panel';
import { ArrangePanel, ClosePanel, NewPanel, NextPanel, SwitchPanel, ViewPanel } from './tab-panels';
import { TimerPanel } from './timer-panel';
import { TodoPanel } from './todo-panel';
import { AccountPanel, ScreenshotPanel, TranslatePanel, VisualizePanel, YtPanel } from './web-panels';

/** The panel each command opens in the bar, by command name (every command in the catalog has one). */
export const PANELS: Record<string, ComponentType<PanelProps>> = {
  '/note': NotePanel,
  '/timer': TimerPanel,
  '/group': GroupPanel,
  '/todo': TodoPanel,
  '/limit': LimitPanel,
  '/block': BlockPanel,
  '/clip': ClipPanel,
  '/sessions': SessionsPanel,
  '/history': HistoryPanel,
  '/remember': RememberPanel,
  '/recall': RecallPanel,
  '/new': NewPanel,
  '/close': ClosePanel,
  '/switch': SwitchPanel,
  '/next': NextPanel,
  '/view': ViewPanel,
  '/arrange': ArrangePanel,
  '/ss': ScreenshotPanel,
  '/yt': YtPanel,
  '/translate': TranslatePanel,
  '/visualize': VisualizePanel,
  '/intently': AboutPanel,
  '/gmail': AccountPanel,
  '/slack': AccountPanel,
  '/cal': AccountPanel,
  '/chat': AccountPanel,
};
