/**
 * The one synthetic history generator (graph-layout-rs/src/synthetic.rs), reached through its own wasm
 * package (`pkg/synthetic`, built with the binding crate's `synthetic` feature: the product's `pkg/core` does
 * not have it) and given urls and titles here. Shared by tests, `cargo bench` and the `bench:*` scripts.
 */
import initSynthetic, { SyntheticHistory } from '../pkg/synthetic/graph_layout.js';
import { NO_VALUE, type VisitColumns } from './graph-columns';
import type { UrlVisit } from './url-visit';

/** Benchmark sizes named by the issue. */
export const SYNTHETIC_SIZES = [1_000, 10_000, 100_000, 1_000_000] as const;

/** Seed shared with the criterion bench (`graph-layout-rs/bench/core.rs`). */
export const SYNTHETIC_SEED = 42;

/** Domain names by generator domain id: 0 is YouTube, 1 is search results. */
export const SYNTHETIC_DOMAINS = [
  'www.youtube.com',
  'www.google.com',
  'github.com',
  'developer.mozilla.org',
  'stackoverflow.com',
  'docs.rs',
  'mail.google.com',
  'calendar.google.com',
  'news.ycombinator.com',
  'www.reddit.com',
  'x.com',
  'en.wikipedia.org',
  'app.slack.com',
  'www.notion.so',
  'www.figma.com',
  'linear.app',
  'www.linkedin.com',
  'www.instagram.com',
  'www.facebook.com',
  'medium.com',
  'www.nytimes.com',
  'open.spotify.com',
  'chatgpt.com',
  'translate.google.com',
] as const;

const SOCIAL = new Set<string>(['www.youtube.com', 'www.reddit.com', 'x.com', 'www.instagram.com', 'www.facebook.com']);

/** The wasm export that only a module with the generator has (wasm-bindgen's destructor of SyntheticHistory). */
const GENERATOR_EXPORT = '__wbg_synthetichistory_free';

/** The seeded generator in a wasm instance of its own. */
export interface SyntheticGenerator {
  /** `n` visits' columns from `seed`, and how many domain ids the generator uses. */
  generate(n: number, seed: number): { columns: VisitColumns; domainCount: number };
}

/** Instantiates the generator from the bytes of `pkg/synthetic/graph_layout_bg.wasm` (SYNTHETIC_WASM_PATH). */
export async function instantiateSyntheticGenerator(bytes: BufferSource): Promise<SyntheticGenerator> {
  const module = await WebAssembly.compile(bytes);
  if (!WebAssembly.Module.exports(module).some((e) => e.name === GENERATOR_EXPORT)) {
    throw new Error(
      'this wasm has no synthetic-history generator: read pkg/synthetic/graph_layout_bg.wasm (SYNTHETIC_WASM_PATH)',
    );
  }
  await initSynthetic({ module_or_path: module });
  return {
    generate(n, seed) {
      const h = new SyntheticHistory(n, seed);
      const columns: VisitColumns = {
        ids: h.ids,
        sources: h.sources,
        tabs: h.tabs,
        windows: h.windows,
        domains: h.domains,
        modes: h.modes,
        starts: h.starts,
        ends: h.ends,
        durations: h.durations,
        active: h.active,
      };
      const domainCount = h.domainCount;
      h.free();
      return { columns, domainCount };
    },
  };
}

/** Generator columns for `n` visits (ids are row numbers, sources row numbers or NO_VALUE). */
export function syntheticColumns(generator: SyntheticGenerator, n: number, seed = SYNTHETIC_SEED): VisitColumns {
  const { columns, domainCount } = generator.generate(n, seed);
  if (domainCount !== SYNTHETIC_DOMAINS.length) {
    throw new Error(`generator uses ${domainCount} domains but SYNTHETIC_DOMAINS names ${SYNTHETIC_DOMAINS.length}`);
  }
  return columns;
}

/** `n` synthetic SPEC §3 URL visits, with YouTube watch pages and search-result pages. */
export function syntheticVisits(generator: SyntheticGenerator, n: number, seed = SYNTHETIC_SEED): UrlVisit[] {
  return syntheticVisitRows(syntheticColumns(generator, n, seed), 0, n);
}

/**
 * The generator's columns with its times moved into [start, start + span) in proportion (order and relative
 * gaps kept, visit lengths scaled the same, active times kept), so a history of any size fills a chosen range.
 */
export function squeezeInto(c: VisitColumns, start: number, span: number): VisitColumns {
  const first = c.starts[0]!;
  const scale = Math.min(1, (span - 1) / Math.max(1, c.starts[c.starts.length - 1]! - first));
  const starts = c.starts.map((t) => Math.floor(start + (t - first) * scale));
  const ends = c.ends.map((end, row) => starts[row]! + Math.max(0, end - c.starts[row]!) * scale);
  const durations = ends.map((end, row) => end - starts[row]!);
  return { ...c, starts, ends, durations };
}

/** Rows [from, to) of generator columns as SPEC §3 URL visits (ids `tab_start`; sources may point at rows outside). */
export function syntheticVisitRows(c: VisitColumns, from: number, to: number): UrlVisit[] {
  const id = (row: number) => `${c.tabs[row]}_${c.starts[row]}`;
  const page = (row: number) => {
    const domain = SYNTHETIC_DOMAINS[c.domains[row]];
    if (c.domains[row] === 0)
      return { domain, url: `https://${domain}/watch?v=v${row.toString(36)}`, title: `Video ${row} - YouTube` };
    const topic = `topic ${row % 97}`;
    if (c.domains[row] === 1)
      return {
        domain,
        url: `https://${domain}/search?q=${encodeURIComponent(topic)}`,
        title: `${topic} - Google Search`,
      };
    return { domain, url: `https://${domain}/page/${row % 500}`, title: `${domain} page ${row % 500}` };
  };
  const modes = ['direct', 'hyperlink', 'chain'] as const;
  return Array.from({ length: to - from }, (_, i): UrlVisit => {
    const row = from + i;
    const { domain, url, title } = page(row);
    const source = c.sources[row];
    return {
      id: id(row),
      tabId: c.tabs[row],
      windowId: c.windows[row],
      url,
      title,
      domain,
      category: SOCIAL.has(domain) ? 'social' : 'work',
      creationMode: modes[c.modes[row]],
      startTime: c.starts[row],
      endTime: c.ends[row],
      duration: c.durations[row],
      activeTime: c.active[row],
      lastActiveTime: c.ends[row],
      isActive: false,
      wordCount: (row * 37) % 3000,
      ...(source === NO_VALUE
        ? {}
        : { sourceInfo: { nodeId: id(source), tabId: c.tabs[source], url: page(source).url } }),
    };
  });
}
