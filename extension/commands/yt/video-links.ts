/** Addresses of the video site (SPEC §1 quick access to a video site, floating video player). */

/** /yt search results for a query. */
export function videoSearchUrl(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query.trim())}`;
}

/** The embeddable player address of a video id, for the floating player. */
export function videoEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`;
}
