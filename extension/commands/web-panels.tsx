import { useState } from 'react';
import { NEEDS_SIGN_IN } from '../command-bar/catalog';
import { actionPanel, type PanelProps } from './action-panel';
import { translateUrl, videoIdOf, videoSearchUrl } from './web-links';

/** /yt: a video URL (or the current video) plays in a floating player on the page; other text searches the video site. */
export function YtPanel({ ctx, arg }: PanelProps) {
  const [text, setText] = useState(arg);
  const current = ctx.tab?.url && videoIdOf(ctx.tab.url) ? ctx.tab.url : null;
  const go = async (value: string) => {
    const id = videoIdOf(value);
    if (id && ctx.tab?.id !== undefined && ctx.mode === 'overlay') {
      await ctx.call('floatVideo', ctx.tab.id, id);
      ctx.close();
    } else {
      await ctx.api.tabs.create({ url: id ? value : videoSearchUrl(value), windowId: ctx.tab?.windowId });
      ctx.close();
    }
  };
  return (
    <div>
      <input className="field" autoFocus placeholder="Search videos, or paste a video link" aria-label="Video search or link" value={text}
        onChange={(e) => setText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && text.trim() && void go(text)} />
      {current && <button type="button" onClick={() => void go(current)}>Play this video in a floating player</button>}
    </div>
  );
}

/** /translate: opens the translator with the typed text or the page's selection. */
export const TranslatePanel = actionPanel(async (ctx, arg) => {
  const text = arg || ctx.selection;
  if (!text.trim()) throw new Error('Select text on the page or type it after /translate, for example "/translate bonjour".');
  await ctx.api.tabs.create({ url: translateUrl(text), windowId: ctx.tab?.windowId });
});

/** /visualize: opens the network graph page. */
export const VisualizePanel = actionPanel(async (ctx) => {
  await ctx.api.tabs.create({ url: ctx.api.runtime.getURL('/app.html?page=graph'), windowId: ctx.tab?.windowId });
});

/** /ss: hides the bar, captures the visible tab, copies the picture and offers it as a download. */
export function ScreenshotPanel({ ctx }: PanelProps) {
  const [shot, setShot] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const capture = async () => {
    ctx.setHidden(true);
    await new Promise((r) => setTimeout(r, 120)); // two frames, so the capture no longer shows the bar
    try {
      const dataUrl = await ctx.api.tabs.captureVisibleTab(ctx.tab!.windowId, { format: 'png' });
      setShot(dataUrl);
      const blob = await (await fetch(dataUrl)).blob();
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': blob })]).then(
        () => setMessage('Screenshot copied.'),
        () => setMessage('Screenshot ready (copying needs the bar focused; use Download).'),
      );
    } catch (error) {
      setMessage(`The screenshot failed: ${(error as Error).message}`);
    } finally {
      ctx.setHidden(false);
    }
  };
  const download = (url: string) => void ctx.api.downloads.download({ url, filename: `screenshot-${new Date(ctx.now()).toISOString().replace(/[:.]/g, '-')}.png` });
  return (
    <div className="shot">
      <button type="button" className="primary" autoFocus onClick={() => void capture()}>Take screenshot</button>
      {message && <p className="message" role="status">{message}</p>}
      {shot && (
        <>
          <img src={shot} alt="Screenshot of the visible tab" className="shot-preview" />
          <button type="button" onClick={() => download(shot)}>Download</button>
        </>
      )}
    </div>
  );
}

/** /gmail, /slack, /cal, /chat: listed, and explain that they need sign-in. */
export function AccountPanel(_props: PanelProps) {
  return <p className="message" role="status">{NEEDS_SIGN_IN}</p>;
}
