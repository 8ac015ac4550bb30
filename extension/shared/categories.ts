/** Issue 4 categories: `work` or `social` per domain, from a built-in list the user edits in settings. */
import type { UrlVisit } from '../../graph-layout-rs/ts/url-visit';

/** SPEC §3 URL visit category: from the domain list in settings; default work. */
export type Category = UrlVisit['category'];

/** Domain → category overrides; a domain also covers its subdomains. */
export type CategoryMap = Record<string, Category>;

/** The built-in list: social and entertainment sites; every other domain is work (SPEC §3 default). */
export const DEFAULT_CATEGORIES: CategoryMap = Object.fromEntries(
  [
    'facebook.com',
    'instagram.com',
    'x.com',
    'twitter.com',
    'reddit.com',
    'tiktok.com',
    'youtube.com',
    'linkedin.com',
    'pinterest.com',
    'snapchat.com',
    'tumblr.com',
    'discord.com',
    'twitch.tv',
    'netflix.com',
    'threads.net',
    'bsky.app',
    'mastodon.social',
    'whatsapp.com',
    'telegram.org',
    '9gag.com',
    'quora.com',
  ].map((domain) => [domain, 'social' as Category]),
);

/** Category of `domain`: the closest listed parent domain wins (`m.youtube.com` → `youtube.com`); default work. */
export function categoryOf(domain: string, categories: CategoryMap): Category {
  let candidate = domain.toLowerCase();
  for (;;) {
    const listed = Object.hasOwn(categories, candidate) ? categories[candidate] : undefined;
    if (listed) return listed;
    const dot = candidate.indexOf('.');
    if (dot < 0) return 'work';
    candidate = candidate.slice(dot + 1);
  }
}

/** Normalizes a domain typed by the user (`https://www.Reddit.com/r` → `reddit.com`), or null when it is not one. */
export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (!trimmed) return null;
  try {
    const host = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).hostname.replace(/^www\./, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host === 'localhost' ? host : null;
  } catch {
    return null;
  }
}
