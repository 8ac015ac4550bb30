/**
 * The title and channel of the video a video-site page shows (SPEC §1 video-site watch history), read from
 * the page itself with no network call: its structured data (JSON-LD, microdata), its meta tags, or the
 * player's DOM. The site is a single-page app: moving to another video leaves the previous video's data in
 * the document for a while, so each source counts only when it names the video the address shows.
 */
import { videoIdOf } from '../shared/video-id-of';
import type { VisitVideo } from '../storage/visit-types';

/** Characters kept of a title or a channel name (the message allows more). */
const MAX_CHARS = 300;

/** What one source says of the video; a source that does not name the current video says nothing. */
type Found = { title?: string; author?: string };

/** Text as a person reads it: runs of white space as one space, trimmed, at most MAX_CHARS characters. */
function clean(text: string | null | undefined): string | undefined {
  const tidy = text?.replace(/\s+/g, ' ').trim();
  if (!tidy) return undefined;
  return tidy.length > MAX_CHARS ? Array.from(tidy).slice(0, MAX_CHARS).join('').trim() : tidy;
}

/** True when a value is the video id itself or an address of that video. */
const namesVideo = (value: unknown, id: string) =>
  typeof value === 'string' && (value === id || videoIdOf(value) === id);

/** A name in JSON-LD: a string, an object with a name, or a list of them (the first). */
function ldName(value: unknown): string | undefined {
  if (Array.isArray(value)) return ldName(value[0]);
  if (typeof value === 'string') return clean(value);
  return value && typeof value === 'object' ? ldName((value as { name?: unknown }).name) : undefined;
}

/** JSON-LD VideoObject of the video (YouTube renders one in the player's microformat). */
function fromJsonLd(doc: Document, id: string): Found {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue; // a page's broken JSON-LD is not ours to report
    }
    const graph = (data as { '@graph'?: unknown } | null)?.['@graph'];
    for (const item of [data, graph].flat(2)) {
      if (!item || typeof item !== 'object') continue;
      const object = item as Record<string, unknown>;
      if (![object['@type']].flat().includes('VideoObject')) continue;
      if (!['url', 'embedUrl', '@id', 'identifier', 'contentUrl'].some((key) => namesVideo(object[key], id))) continue;
      return { title: ldName(object.name), author: ldName(object.author) };
    }
  }
  return {};
}

/** A microdata property's value: its content attribute (meta, and the site's link elements), href, or text. */
function itemValue(element: Element): string | undefined {
  return clean(element.getAttribute('content') ?? element.getAttribute('href') ?? element.textContent);
}

/** The properties `name` of a microdata item, not those of items nested in it. */
function itemProps(scope: Element, name: string): Element[] {
  return [...scope.querySelectorAll(`[itemprop~="${name}"]`)].filter(
    (element) => element.parentElement?.closest('[itemscope]') === scope,
  );
}

/** Microdata VideoObject of the video (`itemtype` schema.org/VideoObject, with its author as a nested Person). */
function fromMicrodata(doc: Document, id: string): Found {
  for (const scope of doc.querySelectorAll('[itemscope][itemtype*="schema.org/VideoObject"]')) {
    const ids = ['identifier', 'videoId', 'url', 'embedUrl'].flatMap((name) => itemProps(scope, name).map(itemValue));
    if (!ids.some((value) => namesVideo(value, id))) continue;
    const name = itemProps(scope, 'name')[0];
    const author = itemProps(scope, 'author')[0];
    const authorName = author?.hasAttribute('itemscope') ? itemProps(author, 'name')[0] : author;
    return { title: name && itemValue(name), author: authorName && itemValue(authorName) };
  }
  return {};
}

/** Open Graph or plain meta title, when the page's own address (og:url, canonical link) is the video's. */
function fromMetaTags(doc: Document, id: string): Found {
  const address =
    doc.querySelector('meta[property="og:url"]')?.getAttribute('content') ??
    doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  if (!namesVideo(address, id)) return {};
  const title = doc
    .querySelector('meta[property="og:title"], meta[name="title"], meta[name="twitter:title"]')
    ?.getAttribute('content');
  return { title: clean(title) };
}

/** Where the player shows a video: the element around it, the attribute naming its video (if any), its title and channel. */
const PLAYERS = [
  // www: the watch page.
  {
    scope: 'ytd-watch-flexy',
    idAttribute: 'video-id',
    title: 'ytd-watch-metadata #title h1, #above-the-fold #title h1',
    author: 'ytd-watch-metadata ytd-channel-name a, #owner ytd-channel-name a',
  },
  // www: the short on screen.
  {
    scope: 'ytd-reel-video-renderer[is-active]',
    title: 'yt-shorts-video-title-view-model h2, h2.title',
    author: 'ytd-channel-name a, .ytReelChannelBarViewModelChannelName a',
  },
  // m.youtube.com: the watch page.
  {
    scope: 'body',
    title: '.slim-video-information-title, .slim-video-metadata-title',
    author: '.slim-owner-channel-name',
  },
] as const;

/**
 * The player's text. It may still show the previous video for a moment after the address changed, so it
 * counts once the site has retitled the tab with it (the site sets the document title when a video's data
 * has arrived) and, where the player names its video, when that is the current one.
 */
function fromPlayer(doc: Document, id: string): Found {
  for (const player of PLAYERS) {
    const scope = doc.querySelector(player.scope);
    if (!scope) continue;
    const shown = 'idAttribute' in player ? scope.getAttribute(player.idAttribute) : null;
    if (shown && shown !== id) continue;
    const title = clean(scope.querySelector(player.title)?.textContent);
    if (!title || !clean(doc.title)?.includes(title)) continue;
    return { title, author: clean(scope.querySelector(player.author)?.textContent) };
  }
  return {};
}

/**
 * The title and channel of video `id` as the page shows them; null until the page shows its title. The
 * title comes from the first source that has one (structured data, meta tags, player), the channel from
 * the first that names one.
 */
export function readVideoPage(doc: Document, id: string): VisitVideo | null {
  let title: string | undefined;
  let author: string | undefined;
  for (const source of [fromJsonLd, fromMicrodata, fromMetaTags, fromPlayer]) {
    const found = source(doc, id);
    title ??= found.title;
    author ??= found.author;
    if (title && author) break;
  }
  if (!title) return null;
  return author ? { title, author } : { title };
}
