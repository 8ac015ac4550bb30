/**
 * Icons from Chrome's own favicon cache (`_favicon`, the `favicon` permission: history never leaves the device).
 *
 * Chrome keeps an icon per page the user visited and looks it up by that exact page: the bare origin of a site
 * (`https://docs.rs/`) has one only if the user opened that very page, so the extension asks by a page visited.
 * For a page it has no icon for, Chrome answers with its own grey globe, never an error: `isStandIn` tells that
 * globe apart (drawn like the page with no icon of the reserved `.invalid` domain), so the caller can draw its own
 * fallback instead (SPEC §7: a built-in icon where the favicon fails); `firstIcon` tries a few pages in turn.
 */

/** A page that no site can have an icon for (RFC 2606's reserved top-level domain): Chrome answers it with its globe. */
const NO_ICON_PAGE = 'https://favicon.invalid/';

/** The side the icons are compared at: enough to tell two icons apart, and cheap to read back. */
const SIDE = 16;

/** The address of the icon Chrome keeps for `pageUrl`, `size` pixels square, from an extension page. */
export function chromeFaviconUrl(pageUrl: string, size: number): string {
  return `${location.origin}/_favicon/?pageUrl=${encodeURIComponent(pageUrl)}&size=${size}`;
}

/** The addresses to ask Chrome for a site's icon in turn: a page of it the user visited, then the site's front page. */
export function chromeFaviconUrls(domain: string, pageUrl: string, size: number): string[] {
  return [...new Set([pageUrl, `https://${domain}/`])].map((page) => chromeFaviconUrl(page, size));
}

/** The address of Chrome's stand-in icon (its globe) at `size`: what it answers for a page it has no icon for. */
export function chromeStandInUrl(size: number): string {
  return chromeFaviconUrl(NO_ICON_PAGE, size);
}

/** An image, loaded (CORS-clean, so a canvas that draws it can still be read or uploaded). */
function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`The image at ${url} did not load.`));
    image.src = url;
  });
}

/** The pixels of `image` drawn SIDE pixels square. */
function pixelsOf(image: CanvasImageSource): Uint8ClampedArray {
  const context = new OffscreenCanvas(SIDE, SIDE).getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0, SIDE, SIDE);
  return context.getImageData(0, 0, SIDE, SIDE).data;
}

/** The stand-in icons' pixels by address, each loaded once a page (null: it did not load). */
const standIns = new Map<string, Promise<Uint8ClampedArray | null>>();

/** Whether `image` is, pixel for pixel, the stand-in icon at `standInUrl` (a source's icon for a page it has none for). */
async function isStandIn(image: CanvasImageSource, standInUrl: string): Promise<boolean> {
  let standIn = standIns.get(standInUrl);
  if (!standIn) {
    standIn = loadImage(standInUrl).then(pixelsOf, () => null);
    standIns.set(standInUrl, standIn);
  }
  const reference = await standIn;
  if (!reference) return false;
  const pixels = pixelsOf(image);
  return pixels.every((value, i) => value === reference[i]);
}

/**
 * The first of the icons at `urls` that loads and is not the source's stand-in (the icon at `standInUrl`, when one is
 * given), or null when none is: the caller then draws its own fallback.
 */
export async function firstIcon(urls: readonly string[], standInUrl: string | null): Promise<HTMLImageElement | null> {
  for (const url of urls) {
    const image = await loadImage(url).catch(() => null);
    if (image && !(standInUrl && (await isStandIn(image, standInUrl)))) return image;
  }
  return null;
}
