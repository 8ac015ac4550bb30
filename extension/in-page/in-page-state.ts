/** What the lazily injected in-page tools show on a tab (sent by the background as 'in-page/state'). */
export interface InPageState {
  type: 'in-page/state';
  /** The running timer nearest to its end, for the time bar. */
  timer: { label: string; startedAt: number; endsAt: number } | null;
  /** The site's note, which reappears on the site. */
  note: string | null;
  /** The side icon bar switch from /intently settings. */
  sideBar: boolean;
  /** A video to play in the floating player. */
  videoId: string | null;
}

/** Whether a page needs the in-page tools at all (otherwise nothing is injected). */
export function needsInPageTools(state: InPageState): boolean {
  return Boolean(state.timer || state.note || state.sideBar || state.videoId);
}
