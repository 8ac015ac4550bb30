/** Addresses of the video site (SPEC §1 quick access to a video site, floating video player). */

/** /yt search results for a query. */
export function videoSearchUrl(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query.trim())}`;
}

/** The video id of a video-site URL (watch, youtu.be, shorts, embed), or null. */
export function videoIdOf(url: string): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^(www|m)\./, '');
    if (host === 'youtu.be') return u.pathname.slice(1) || null;
    if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
    if (u.pathname === '/watch') return u.searchParams.get('v');
    const match = /^\/(shorts|embed|live)\/([\w-]+)/.exec(u.pathname);
    return match?.[2] ?? null;
  } catch {
    return null;
  }
}

/** The embeddable player address of a video id, for the floating player. */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}
