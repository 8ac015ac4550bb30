/**
 * SPEC §5 "Display titles", "New-tab URLs" and the search-engine query used by titles and search.
 * Truncation keeps the whole label within the limit, ellipsis included.
 */
import { hostWithoutWww } from '../../shared/site-of';

const TITLE_MAX = 30;
const SEGMENT_MAX = 25;
const QUERY_MAX = 30;

/** Label SPEC §5 gives browser new-tab pages and extension pages. */
export const NEW_TAB_LABEL = 'New Tab';

const NEW_TAB_PREFIXES = [
  'chrome://newtab',
  'chrome://new-tab-page',
  'chrome-search://',
  'about:newtab',
  'about:home',
  'edge://newtab',
  'chrome-extension://',
];

/** Search engines whose results pages carry the query in a parameter (host suffix → parameter). */
const SEARCH_ENGINES: [hostPattern: RegExp, param: string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'q'],
  [/(^|\.)bing\.com$/, 'q'],
  [/(^|\.)duckduckgo\.com$/, 'q'],
  [/(^|\.)search\.brave\.com$/, 'q'],
  [/(^|\.)ecosia\.org$/, 'q'],
  [/(^|\.)search\.yahoo\.com$/, 'p'],
  [/(^|\.)yandex\.[a-z.]+$/, 'text'],
  [/(^|\.)baidu\.com$/, 'wd'],
  [/(^|\.)youtube\.com$/, 'search_query'],
];

/** Cuts text to `max` characters, the last one an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** True for browser new-tab pages and extension pages: labelled "New Tab" and never opened from a click. */
export function isNewTabUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return lower === '' || NEW_TAB_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** True for anything that is not an ordinary web page (menu actions skip these). */
export function isBrowserInternalUrl(url: string): boolean {
  return !/^https?:\/\//i.test(url);
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The host of an http(s) URL, read without parsing the whole URL (most pages are no search engine). */
const HTTP_HOST = /^https?:\/\/(?:[^/\\?#]*@)?([^/\\?#:]*)/i;

/** The query of a search-engine results page, or null for any other page. */
export function searchQueryOf(url: string): string | null {
  const host = HTTP_HOST.exec(url)?.[1]!.toLowerCase();
  const engine = host ? SEARCH_ENGINES.find(([pattern]) => pattern.test(host)) : undefined;
  // Parsed only where the parameter can be there, spelled out or percent-encoded (a video page is no results page).
  const mayHave = engine && (url.includes(engine[1]) || url.includes('%'));
  const query = mayHave ? parse(url)?.searchParams.get(engine[1])?.trim() : undefined;
  return query ? query : null;
}

/** A URL's host without a leading www (the text itself when it is no URL). */
export function urlHost(url: string): string {
  return hostWithoutWww(parse(url)?.hostname ?? url);
}

/** The last meaningful path segment: extension stripped, segments of 2 characters or fewer ignored. */
function lastSegment(parsed: URL): string | null {
  const segments = parsed.pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) => segment.replace(/\.[a-z0-9]{1,5}$/i, ''))
    .filter((segment) => segment.length > 2);
  return segments.at(-1) ?? null;
}

/** SPEC §5 display title: New Tab, else the search query, else the page title, else a URL segment, else the host. */
export function displayTitle(url: string, title: string): string {
  if (isNewTabUrl(url)) return NEW_TAB_LABEL;
  const query = searchQueryOf(url);
  if (query) return truncate(query, QUERY_MAX);
  if (title.trim()) return truncate(title, TITLE_MAX);
  const parsed = parse(url);
  const segment = parsed ? lastSegment(parsed) : null;
  return segment ? truncate(segment, SEGMENT_MAX) : urlHost(url);
}
