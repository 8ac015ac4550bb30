import { WIDGETS } from '../commands/widgets';
import { videoPlayerWidget } from '../commands/yt/video-player-widget';
import { IN_PAGE_CSS } from './in-page-css';
import type { TabHandlers } from '../messages/to-tab';
import { createShadowHost, el } from './shadow-host';
import { svgIcon } from '../shared/svg-icon';
import { followTheme, type ThemeStorage } from '../shared/theme';
import type { WidgetKit } from '../commands/define-widget';
import { onArticleWords } from '../article/page-article';

const LOADED = Symbol.for('intently.in-page-tools');

/**
 * The lazily injected in-page tools: renders whatever the background's 'in-page/state' asks for with each
 * command's widget (time bar, note card, side icon bar with the reading chip) in a closed shadow root, each
 * redrawn from every state, in the theme's colours, and the floating video, which keeps playing through them. Injected more than once,
 * it keeps the first instance.
 */
export function startInPageTools(
  win: Window,
  doc: Document,
  onTabMessages: (handlers: TabHandlers) => () => void,
  openBar: (input: string) => void,
  storage: ThemeStorage & { local: WidgetKit['local'] },
): void {
  const flags = win as unknown as Record<symbol, boolean>;
  if (flags[LOADED]) return;
  flags[LOADED] = true;
  const { host, root } = createShadowHost(doc, 'intently-tools', IN_PAGE_CSS);
  followTheme(win, host, storage); // light or dark as the system or the Settings say (no localStorage: the page's)
  const kit: WidgetKit = {
    win,
    doc,
    root,
    el,
    icon: svgIcon,
    local: storage.local,
    articleWords: (listener) => onArticleWords(win, () => doc.URL, listener),
    openBar,
    now: () => Date.now(),
  };
  let disposers: (() => void)[] = [];
  const play = videoPlayerWidget(kit);
  onTabMessages({
    'in-page/state': ({ data: state }) => {
      for (const dispose of disposers) dispose();
      disposers = [];
      for (const widget of Object.values(WIDGETS)) {
        const dispose = widget(kit, state);
        if (dispose) disposers.push(dispose);
      }
      play(state.videoId);
    },
  });
}
