/** The video site's addresses of one video (SPEC §1 floating video player, video-site watch history). */

/** The video id of a video-site URL (watch on www., m. or the bare host, youtu.be, shorts, embed, live), or null. */
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
