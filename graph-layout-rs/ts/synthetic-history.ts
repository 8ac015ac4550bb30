/**
 * The one synthetic history generator (graph-layout-rs/src/synthetic.rs), reached through its own wasm
 * (`pkg/graph_layout_synthetic.wasm`, built with the crate's `synthetic` feature: the product's wasm does
 * not have it) and given urls and titles here. Shared by tests, `cargo bench` and the `bench:*` scripts.
 */
import { NO_VALUE, VISIT_COLUMN_NAMES, type VisitColumns } from './graph-columns';
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

type ColumnType = new (buffer: ArrayBuffer, byteOffset: number, length: number) => Uint8Array | Int32Array | Uint32Array | Float64Array;

const VISIT_TYPES: Record<(typeof VISIT_COLUMN_NAMES)[number], ColumnType> = {
  ids: Uint32Array, sources: Uint32Array, tabs: Int32Array, windows: Int32Array, domains: Uint32Array,
  modes: Uint8Array, starts: Float64Array, ends: Float64Array, durations: Float64Array, active: Float64Array,
};

/** The generator's C ABI (src/wasm_synthetic.rs documents the header). */
interface GeneratorExports {
  memory: WebAssembly.Memory;
  gl_synthetic(n: number, seed: number): number;
  gl_synthetic_header(handle: number): number;
  gl_synthetic_release(handle: number): void;
}

/** The seeded generator in a wasm instance of its own. */
export interface SyntheticGenerator {
  /** `n` visits' columns from `seed`, and how many domain ids the generator uses. */
  generate(n: number, seed: number): { columns: VisitColumns; domainCount: number };
}

/** Instantiates the generator from the bytes of `pkg/graph_layout_synthetic.wasm` (SYNTHETIC_WASM_PATH). */
export async function instantiateSyntheticGenerator(bytes: BufferSource): Promise<SyntheticGenerator> {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const ex = instance.exports as unknown as GeneratorExports;
  if (typeof ex.gl_synthetic !== 'function') {
    throw new Error('this wasm has no synthetic-history generator: read pkg/graph_layout_synthetic.wasm (SYNTHETIC_WASM_PATH)');
  }
  return {
    generate(n, seed) {
      const handle = ex.gl_synthetic(n, seed);
      const h = new Uint32Array(ex.memory.buffer, ex.gl_synthetic_header(handle), 12).slice();
      const columns = Object.fromEntries(
        VISIT_COLUMN_NAMES.map((name, i) => [name, new VISIT_TYPES[name](ex.memory.buffer, h[2 + i]!, h[0]!).slice()]),
      ) as unknown as VisitColumns;
      ex.gl_synthetic_release(handle);
      return { columns, domainCount: h[1]! };
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
  const c = syntheticColumns(generator, n, seed);
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
