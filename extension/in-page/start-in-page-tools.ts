import { videoEmbedUrl } from '../commands/yt/video-links';
import { IN_PAGE_CSS } from './in-page-css';
import type { InPageState } from './in-page-state';
import { createShadowHost } from './shadow-host';
import { noteChip, sideBar, timeBar, videoPlayer, type Dispose } from './widgets';

/** The runtime slice the in-page tools use. */
export interface InPageRuntime {
  onMessage: { addListener(listener: (message: unknown) => void): void };
  sendMessage(message: { type: 'bar/open'; input?: string }): Promise<unknown>;
}

const LOADED = Symbol.for('intently.in-page-tools');

/**
 * The lazily injected in-page tools: renders whatever the background's 'in-page/state' asks for (time
 * bar, note card, side icon bar with the reading chip, floating video) in a closed shadow root.
 * Injected more than once, it keeps the first instance.
 */
export function startInPageTools(win: Window, doc: Document, runtime: InPageRuntime): void {
  const flags = win as unknown as Record<symbol, boolean>;
  if (flags[LOADED]) return;
  flags[LOADED] = true;
  const { root } = createShadowHost(doc, 'intently-tools', IN_PAGE_CSS);
  const openBar = (input: string) => void runtime.sendMessage({ type: 'bar/open', input }).catch(() => undefined);
  let disposers: Dispose[] = [];
  runtime.onMessage.addListener((message) => {
    const state = message as InPageState | null;
    if (state?.type !== 'in-page/state') return;
    for (const dispose of disposers) dispose();
    disposers = [];
    if (state.timer) disposers.push(timeBar(doc, root, state.timer, () => Date.now()));
    if (state.note && !state.videoId) disposers.push(noteChip(doc, root, state.note, openBar));
    if (state.sideBar) disposers.push(sideBar(win, doc, root, openBar));
    if (state.videoId) disposers.push(videoPlayer(doc, root, videoEmbedUrl(state.videoId)));
  });
}
