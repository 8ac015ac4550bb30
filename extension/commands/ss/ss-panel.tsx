import { useState } from 'react';
import { askForPermission } from '../../shared/ask-permission';
import { PERMISSION_COPY } from '../../shared/permission-copy';
import type { PanelProps } from '../define-command';

/**
 * /ss: hides the bar, captures the visible tab, copies the picture and offers it as a download (which asks for the
 * optional downloads permission the first time; refused, the screenshot stays copied and the panel says it is not saved).
 */
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
  // The downloads permission is optional (issue 34): asked for on the first Download click, with its one sentence.
  const download = async (url: string) => {
    setMessage(PERMISSION_COPY.downloads.why);
    if (!(await askForPermission(ctx.api.permissions, 'downloads'))) {
      setMessage(PERMISSION_COPY.downloads.refused);
      return;
    }
    setMessage('');
    await ctx.api.downloads.download({
      url,
      filename: `screenshot-${new Date(ctx.now()).toISOString().replace(/[:.]/g, '-')}.png`,
    });
  };
  return (
    <div className="shot">
      <button type="button" className="primary" autoFocus onClick={() => void capture()}>
        Take screenshot
      </button>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      {shot && (
        <>
          <img src={shot} alt="Screenshot of the visible tab" className="shot-preview" />
          <button type="button" onClick={() => void download(shot)}>
            Download
          </button>
        </>
      )}
    </div>
  );
}
