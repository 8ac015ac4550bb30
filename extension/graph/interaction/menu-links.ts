import { isBrowserInternalUrl } from '../data/display-title';

/** SPEC §5 "Menu actions": the URLs Copy links and Open tabs act on, browser-internal ones skipped, each once. */
export function menuUrls(urls: readonly string[]): string[] {
  return [...new Set(urls.filter((url) => !isBrowserInternalUrl(url)))];
}

/** SPEC §5: Copy links writes newline-separated unique URLs. */
export function copyLinksText(urls: readonly string[]): string {
  return menuUrls(urls).join('\n');
}
