/** Host names as the product shows and keys them: without a leading "www.". */

/** A host name without its leading "www." ("www.github.com" → "github.com"). */
export function hostWithoutWww(host: string): string {
  return host.replace(/^www\./, '');
}

/** The site a URL belongs to for notes, limits and blocks: its host without "www.", or null for non-web URLs. */
export function siteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return hostWithoutWww(parsed.hostname);
  } catch {
    return null;
  }
}
