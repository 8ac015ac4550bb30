/**
 * The one synthetic history generator (graph-layout-rs/src/synthetic.rs), reached through the wasm
 * core and given urls and titles here. Shared by tests, `cargo bench` and `npm run bench:layout`.
 */
import { NO_VALUE, type VisitColumns } from './graph-columns';
import type { GraphCore } from './graph-core';
import type { UrlVisit } from './url-visit';

/** Benchmark sizes named by the issue. */
export const SYNTHETIC_SIZES = [1_000, 10_000, 100_000, 1_000_000] as const;

/** Seed shared with the criterion bench (`benches/core.rs`). */
export const SYNTHETIC_SEED = 42;

/** Domain names by generator domain id: 0 is YouTube, 1 is search results. */
export const SYNTHETIC_DOMAINS = [
  'www.youtube.com', 'www.google.com', 'github.com', 'developer.mozilla.org', 'stackoverflow.com', 'docs.rs',
  'mail.google.com', 'calendar.google.com', 'news.ycombinator.com', 'www.reddit.com', 'x.com', 'en.wikipedia.org',
  'app.slack.com', 'www.notion.so', 'www.figma.com', 'linear.app', 'www.linkedin.com', 'www.instagram.com',
  'www.facebook.com', 'medium.com', 'www.nytimes.com', 'open.spotify.com', 'chatgpt.com', 'translate.google.com',
] as const;

const SOCIAL = new Set<string>(['www.youtube.com', 'www.reddit.com', 'x.com', 'www.instagram.com', 'www.facebook.com']);

/** Generator columns for `n` visits (ids are row numbers, sources row numbers or NO_VALUE). */
export function syntheticColumns(core: GraphCore, n: number, seed = SYNTHETIC_SEED): VisitColumns {
  const { columns, domainCount } = core.synthetic(n, seed);
  if (domainCount !== SYNTHETIC_DOMAINS.length) {
    throw new Error(`generator uses ${domainCount} domains but SYNTHETIC_DOMAINS names ${SYNTHETIC_DOMAINS.length}`);
  }
  return columns;
}

/** `n` synthetic SPEC §3 URL visits, with YouTube watch pages and search-result pages. */
export function syntheticVisits(core: GraphCore, n: number, seed = SYNTHETIC_SEED): UrlVisit[] {
  const c = syntheticColumns(core, n, seed);
  const id = (row: number) => `${c.tabs[row]}_${c.starts[row]}`;
  const page = (row: number) => {
    const domain = SYNTHETIC_DOMAINS[c.domains[row]];
    if (c.domains[row] === 0) return { domain, url: `https://${domain}/watch?v=v${row.toString(36)}`, title: `Video ${row} - YouTube` };
    const topic = `topic ${row % 97}`;
    if (c.domains[row] === 1) return { domain, url: `https://${domain}/search?q=${encodeURIComponent(topic)}`, title: `${topic} - Google Search` };
    return { domain, url: `https://${domain}/page/${row % 500}`, title: `${domain} page ${row % 500}` };
  };
  const modes = ['direct', 'hyperlink', 'chain'] as const;
  return Array.from({ length: n }, (_, row): UrlVisit => {
    const { domain, url, title } = page(row);
    const source = c.sources[row];
    return {
      id: id(row), tabId: c.tabs[row], windowId: c.windows[row], url, title, domain,
      category: SOCIAL.has(domain) ? 'social' : 'work', creationMode: modes[c.modes[row]],
      startTime: c.starts[row], endTime: c.ends[row], duration: c.durations[row], activeTime: c.active[row],
      lastActiveTime: c.ends[row], isActive: false, wordCount: (row * 37) % 3000,
      ...(source === NO_VALUE ? {} : { sourceInfo: { nodeId: id(source), tabId: c.tabs[source], url: page(source).url } }),
    };
  });
}
