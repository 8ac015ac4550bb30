import { pageView, type PrivacySignals } from './page-view';

/**
 * Reports this page load to the site's own server (POST /api/page-views: path and referring host, no cookie),
 * unless the browser sends Do Not Track or Global Privacy Control. Counting is best effort: a failure is ignored.
 */
export function sendPageView(): void {
  const signals = navigator as Navigator & PrivacySignals;
  const view = pageView(window.location, document.referrer, {
    doNotTrack: signals.doNotTrack,
    globalPrivacyControl: signals.globalPrivacyControl,
  });
  if (!view) return;
  fetch('/api/page-views', {
    method: 'POST',
    credentials: 'omit',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
  }).catch(() => undefined);
}
