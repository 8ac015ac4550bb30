import { VisibleTime, pageTimeResponse, parsePageTimeRequest } from './page-time';

/** Answers SPEC §7 page-time requests posted to `win`, counting the document's visible time. */
export function answerPageTime(win: Window, doc: Document, now: () => number): () => void {
  // A page visible when the script starts counts from its navigation's start (performance.now()'s zero), as the
  // tracker's active time does, not from the idle moment the script runs at.
  const time = new VisibleTime(now, doc.visibilityState === 'visible', 0);
  const onVisibility = () => time.setVisible(doc.visibilityState === 'visible');
  const onMessage = (event: MessageEvent) => {
    // Only the page's own window may ask; a frame or another window gets nothing.
    if (event.source !== win) return;
    const request = parsePageTimeRequest(event.data);
    if (request) win.postMessage(pageTimeResponse(request, time.elapsedMs()), win.location.origin);
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('message', onMessage);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('message', onMessage);
  };
}
