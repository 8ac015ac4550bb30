/**
 * Which pages the tracker may record, and how their URLs are stored.
 * Issue 4 "Never recorded": incognito tabs (checked by the tracker), browser-internal, extension, file,
 * about: and data: pages; the new-tab page (chrome://newtab, chrome-search://) is never a visit either.
 * Its 'New Tab' label (SPEC §5) is the graph's display rule (extension/graph/data/display-title.ts).
 */
import { hostWithoutWww } from './site-of';

/** Query parameters that carry OAuth secrets and are removed before a URL is stored. */
export const OAUTH_PARAMS = ['code', 'state', 'access_token', 'id_token', 'token'] as const;

/** True when a page at `url` may be recorded: only http(s) pages with a host. */
export function isTrackableUrl(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** The URL as stored: OAuth parameters removed from the query and the fragment (implicit flows put tokens there). */
export function stripOAuthParams(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  for (const name of OAUTH_PARAMS) parsed.searchParams.delete(name);
  if (parsed.hash.includes('=')) {
    const fragment = new URLSearchParams(parsed.hash.slice(1));
    const before = fragment.toString();
    for (const name of OAUTH_PARAMS) fragment.delete(name);
    if (fragment.toString() !== before) parsed.hash = fragment.toString();
  }
  return parsed.toString();
}

/** The host a visit is grouped under, without a leading `www.` (SPEC §3 URL visit `domain`). */
export function domainOf(url: string): string {
  try {
    return hostWithoutWww(new URL(url).hostname);
  } catch {
    return '';
  }
}
