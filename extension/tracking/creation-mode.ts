/**
 * Issue 4 creationMode mapping, from Chrome's webNavigation transition type and qualifiers:
 *
 * | navigation                                                                 | creationMode |
 * | -------------------------------------------------------------------------- | ------------ |
 * | typed, from_address_bar, auto_bookmark, keyword(_generated), generated,     | direct       |
 * | start_page, reload, auto_toplevel (session restore), anything unknown      |              |
 * | first page of a tab opened from another tab (opener known) by link,        | hyperlink    |
 * | form_submit or a redirect of one — sourceInfo = opener's current visit     |              |
 * | in the same tab, after a recorded visit: link, form_submit, a client or    | chain        |
 * | server redirect, or back/forward — sourceInfo = the tab's previous visit   |              |
 *
 * A typed, bookmarked or omnibox navigation stays `direct` even when a redirect follows it in the same
 * commit (server_redirect on a typed entry) or when the tab has an opener. Without a source visit to point
 * to, `chain` and `hyperlink` fall back to `direct`: the graph links only visits whose source it knows.
 */
import type { CreationMode } from '../storage/visit-types';

/** The parts of a webNavigation commit that decide the creation mode. */
export interface Transition {
  transitionType: string;
  transitionQualifiers: readonly string[];
}

const USER_STARTED = new Set([
  'typed',
  'auto_bookmark',
  'keyword',
  'keyword_generated',
  'generated',
  'start_page',
  'reload',
  'auto_toplevel',
]);
const FOLLOWED = new Set(['link', 'form_submit']);

/** True when the user started this navigation from the browser's UI rather than from a page. */
function userStarted({ transitionType, transitionQualifiers }: Transition): boolean {
  return USER_STARTED.has(transitionType) || transitionQualifiers.includes('from_address_bar');
}

/** True when a page or a redirect caused this navigation. */
function pageCaused({ transitionType, transitionQualifiers }: Transition): boolean {
  return (
    FOLLOWED.has(transitionType) ||
    transitionQualifiers.includes('client_redirect') ||
    transitionQualifiers.includes('server_redirect')
  );
}

/**
 * Decides how a committed navigation was created. `hasPreviousVisit`: the tab already shows a recorded
 * visit; `hasOpenerVisit`: this is the tab's first page and the tab that opened it shows a recorded visit.
 */
export function creationModeFor(
  transition: Transition,
  hasPreviousVisit: boolean,
  hasOpenerVisit: boolean,
): CreationMode {
  if (userStarted(transition) && !transition.transitionQualifiers.includes('client_redirect')) {
    return hasPreviousVisit && transition.transitionQualifiers.includes('forward_back') ? 'chain' : 'direct';
  }
  if (hasPreviousVisit && (pageCaused(transition) || transition.transitionQualifiers.includes('forward_back')))
    return 'chain';
  if (!hasPreviousVisit && hasOpenerVisit && pageCaused(transition)) return 'hyperlink';
  return 'direct';
}

/** Creation mode of an imported Chrome history visit: its transition alone (no tabs are known). */
export function creationModeForHistory(transition: string | undefined, hasReferrer: boolean): CreationMode {
  return hasReferrer && FOLLOWED.has(transition ?? '') ? 'chain' : 'direct';
}
