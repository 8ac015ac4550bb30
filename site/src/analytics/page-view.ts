/** What a page reports of a visit (SPEC §7 page-view events): its path and the referring site's host name. */
export interface PageView {
  path: string;
  /** Host name of the site that linked here; empty when none did or it was this site. */
  referrer: string;
}

/** The privacy signals a browser may send: Do Not Track and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * The page view to report for a page at `location` reached from `referrer` (document.referrer), or null
 * when the browser asks not to be tracked (Do Not Track or Global Privacy Control): then nothing is sent.
 */
export function pageView(
  location: { pathname: string; hostname: string },
  referrer: string,
  signals: PrivacySignals,
): PageView | null {
  if (signals.doNotTrack === '1' || signals.globalPrivacyControl === true) return null;
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname : '';
  } catch {
    // not an address: report no referrer
  }
  return { path: location.pathname, referrer: host === location.hostname ? '' : host };
}
