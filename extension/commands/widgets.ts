/**
 * The in-page widget of each command that shows something in web pages, in drawing order (content side:
 * the lazily injected in-page script imports this, never the registry's background halves). Checked against
 * the registry: a command whose background half has in-page state must have a widget here, or this file does
 * not compile, and each widget reads only its own command's part of the state. /yt's floating player, which outlives each state, is `videoPlayerWidget` beside them.
 */
import type { InPageWidget } from './define-widget';
import type { BackgroundNamed, InPageCommandName } from './index';
import { sideBarWidget } from './intently/side-bar-widget';
import { noteChipWidget } from './note/note-chip-widget';
import { timeBarWidget } from './timer/time-bar-widget';

/** Widgets by command name, each drawn anew from every in-page state. */
export const WIDGETS: { [K in InPageCommandName]: InPageWidget<BackgroundNamed<K>> } = {
  '/timer': timeBarWidget,
  '/note': noteChipWidget,
  '/intently': sideBarWidget,
};
