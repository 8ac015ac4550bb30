/**
 * The messages the background sends down to a tab's content script and in-page tools, with their answers
 * (sent with `sendToTab`, received with `onTabMessages`). Only the extension itself can message a tab's content scripts, so
 * they carry no schema and the content script needs no zod.
 */
import type { InPageState } from '../commands';

/** What the background may tell a tab, keyed by type: the data each carries and its answer. */
export interface TabProtocol {
  /** Show the bar in the page, optionally with a command already typed (e.g. "/note "). */
  'bar/show'(opening: { input?: string }): void;
  /** Load the bar hidden, ready for a double press whose first tap was in one of the page's frames. */
  'bar/prepare'(): void;
  /** Close the bar and give focus back to the page. */
  'bar/hide'(): void;
  /** What the in-page tools show on this page (each command's widget state). */
  'in-page/state'(state: InPageState): void;
}
