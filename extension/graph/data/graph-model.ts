import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { youtubeMetadataOf, type YoutubeMetadata } from '../../../graph-layout-rs/ts/youtube-metadata';
import { displayTitle, searchQueryOf, urlHost } from './display-title';
import { stringReader, type Read, type VisitDayRow } from '../../storage/visit-day-row';
import type { VisitTable } from '../../storage/visit-table';
import { NodePageBuilder, type NodePages } from './node-pages';
import { packedAt, packStrings, type PackedStrings } from './packed-strings';
import { pageTexts, type NodeHaystacks } from './search-nodes';
import { graphGeometry, type GraphGeometry } from '../geometry/graph-geometry';

/** What the view shows of one node, beside the core's columns. */
export interface NodeInfo {
  readonly visitId: string;
  readonly url: string;
  readonly title: string;
  readonly domain: string;
  readonly label: string;
  readonly startTime: number;
  readonly endTime: number;
  readonly activeTime: number;
  readonly searchQuery: string | null;
  /** SPEC §3 youtubeMetadata: the video's title and channel, as its page showed them. */
  readonly video: YoutubeMetadata | null;
}

/**
 * The strings and times the view shows of each node, column by column in node order (column i is node i):
 * what the worker sends with a graph, cloned as a few strings and typed arrays instead of one object (and
 * four strings) per visit. A node's URL, title and video are its page's (`pages`), kept once per distinct page.
 */
export interface NodeColumns {
  visitId: PackedStrings;
  /** Per node, its index in `pages`. */
  page: Uint32Array;
  pages: NodePages;
  /** Per node, its index in `domains`: the visit's domain, or its host without www when the visit has none. */
  domainOf: Uint32Array;
  domains: string[];
  startTime: Float64Array;
  endTime: Float64Array;
  activeTime: Float64Array;
}

/** A graph's nodes by index (`at` answers undefined outside 0..length-1): an array, or a model's NodeList. */
export interface NodeList {
  readonly length: number;
  at(i: number): NodeInfo | undefined;
}

/** Every node of a list, in order (for the few readers that want them all at once). */
export function nodesOf(list: NodeList): NodeInfo[] {
  return Array.from({ length: list.length }, (_, i) => list.at(i)!);
}

/** A laid-out graph: the core's columns (node i ↔ nodes.at(i)) plus the strings the core never sees. */
export interface GraphModel {
  columns: GraphColumns;
  nodes: NodeList;
  /** The columns `nodes` reads (per node: its page, domain and times), for readers of every node at once. */
  nodeColumns: NodeColumns;
  /** What the graph search looks through: the pages' search texts and each node's page (made here when read before they came). */
  readonly haystacks: NodeHaystacks;
  /** Asks the worker for the search texts, unless asked (the view calls it once the graph is drawn). */
  prepareSearch(): void;
  /** Resolves once a search can read `haystacks`: the worker's texts came, or they were made here (late, or failed). */
  searchable(): Promise<void>;
  /** How many distinct domains the nodes have (the favicon atlas's size). */
  domainCount: number;
  /** What is drawn and hit-tested of the positions (made where the graph was laid out, else when first read). */
  readonly geometry: GraphGeometry;
  /** The first chunk of a range, the rest still being read (the view marks the whole range in only without it). */
  partial?: boolean;
  /** The rest of a range whose first chunk was drawn before: the view stays where it is (its nodes kept their places). */
  continues?: boolean;
}

/**
 * One node's strings, read from the columns; labels and search queries are derived when first asked for: a
 * 100k-node graph is drawn without parsing 100k URLs that only a tooltip or a search reads.
 */
class ColumnNode implements NodeInfo {
  private cachedLabel: string | undefined;
  private cachedQuery: string | null | undefined;

  constructor(
    private readonly c: NodeColumns,
    private readonly i: number,
  ) {}

  get visitId() {
    return packedAt(this.c.visitId, this.i);
  }
  get url() {
    return packedAt(this.c.pages.url, this.c.page[this.i]!);
  }
  get title() {
    return packedAt(this.c.pages.title, this.c.page[this.i]!);
  }
  get domain() {
    return this.c.domains[this.c.domainOf[this.i]!]!;
  }
  get startTime() {
    return this.c.startTime[this.i]!;
  }
  get endTime() {
    return this.c.endTime[this.i]!;
  }
  get activeTime() {
    return this.c.activeTime[this.i]!;
  }
  get label() {
    return (this.cachedLabel ??= displayTitle(this.url, this.title));
  }
  get searchQuery() {
    return this.cachedQuery === undefined ? (this.cachedQuery = searchQueryOf(this.url)) : this.cachedQuery;
  }
  get video() {
    const { pages } = this.c;
    const page = this.c.page[this.i]!;
    const title = packedAt(pages.videoTitle, page);
    return youtubeMetadataOf(title ? { title, author: packedAt(pages.videoAuthor, page) } : undefined);
  }
}

/** Finds a visit of a table: `at(k)` sets `found` to table index k's run, row and index in that row (binary search). */
function visitFinder(table: VisitTable) {
  const ends = new Float64Array(table.runs.length); // the table index just after each run
  let end = 0;
  table.runs.forEach((run, r) => (ends[r] = end += run.to - run.from));
  const found = { run: 0, row: null as unknown as VisitDayRow, i: 0 };
  return {
    found,
    at(k: number) {
      let [lo, hi] = [0, ends.length - 1];
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (ends[mid]! > k) hi = mid;
        else lo = mid + 1;
      }
      const run = table.runs[lo]!;
      found.run = lo;
      found.row = run.row;
      found.i = run.to - (ends[lo]! - k);
    },
  };
}

/** The string columns a node reads from its visit's row. */
type RowStrings = Record<'url' | 'title' | 'domain' | 'videoTitle' | 'videoAuthor', Read<string | undefined>> & {
  page: ReturnType<NodePageBuilder['adderFor']>;
};

/** The node columns of a graph computed from a table of visits (`nodeVisit[i]` is node i's index in the table). */
export function nodeColumns(nodeVisit: Uint32Array, table: VisitTable): NodeColumns {
  const n = nodeVisit.length;
  const ids = new Array<string>(n);
  const [startTime, endTime, activeTime] = [new Float64Array(n), new Float64Array(n), new Float64Array(n)];
  const domainOf = new Uint32Array(n);
  const domainIndex = new Map<string, number>();
  const pages = new NodePageBuilder();
  const page = new Uint32Array(n);
  const finder = visitFinder(table);
  const readers: (RowStrings | undefined)[] = []; // each run's, made when a node first needs them
  for (let node = 0; node < n; node++) {
    finder.at(nodeVisit[node]!);
    const { run, row, i } = finder.found;
    const read = (readers[run] ??= {
      url: stringReader(row.url),
      title: stringReader(row.title),
      domain: stringReader(row.domain),
      videoTitle: row.videoTitle ? stringReader(row.videoTitle) : () => undefined,
      videoAuthor: row.videoAuthor ? stringReader(row.videoAuthor) : () => undefined,
      page: pages.adderFor(row),
    });
    const url = read.url(i)!;
    ids[node] = row.id[i]!;
    const videoTitle = read.videoTitle(i);
    const videoAuthor = (videoTitle !== undefined && read.videoAuthor(i)) || '';
    page[node] = read.page(i, url, read.title(i)!, videoTitle ?? '', videoAuthor);
    startTime[node] = row.startTime[i]!;
    endTime[node] = row.endTime[i]!;
    activeTime[node] = row.activeTime[i]!;
    const domain = read.domain(i) || urlHost(url);
    let index = domainIndex.get(domain);
    if (index === undefined) domainIndex.set(domain, (index = domainIndex.size));
    domainOf[node] = index;
  }
  return {
    visitId: packStrings(ids),
    page,
    pages: pages.build(),
    domainOf,
    domains: [...domainIndex.keys()],
    startTime,
    endTime,
    activeTime,
  };
}

/** Buffers of the node columns, to transfer them. */
export function nodeColumnBuffers(c: NodeColumns): ArrayBuffer[] {
  const columns = [
    c.visitId.ends,
    c.page,
    ...Object.values(c.pages).map((packed: PackedStrings) => packed.ends),
    c.domainOf,
    c.startTime,
    c.endTime,
    c.activeTime,
  ];
  return columns.map((column) => column.buffer as ArrayBuffer);
}

/**
 * How long a search waits for the worker's texts before the page makes them: the worker makes a 1M month's in about
 * 200 ms once asked, but a week's or a month's first chunk asks while the worker still reads and lays out the rest.
 */
export const SEARCH_TEXTS_WAIT_MS = 500;

/**
 * Joins the core's output with its nodes' strings and the geometry of its positions. The search texts are asked of
 * the graph's worker with `searchTexts`, once: when the view has drawn the graph (`prepareSearch`) or at the first
 * search. They are made here when a search reads them before they came, when they are SEARCH_TEXTS_WAIT_MS late for
 * a search, when the worker's fail, or when there is no worker to ask (the site's demo).
 */
export function buildGraphModel(
  columns: GraphColumns,
  nodes: NodeColumns,
  geometry?: GraphGeometry,
  searchTexts?: () => Promise<PackedStrings>,
): GraphModel {
  const { length } = columns.nodeVisit;
  // A node's object is made when it is read (a tooltip, a path, a menu): a month's million are mostly never read.
  const list: NodeList = { length, at: (i) => (i >= 0 && i < length ? new ColumnNode(nodes, i) : undefined) };
  let haystacks: NodeHaystacks | undefined;
  const made = () => (haystacks ??= { text: pageTexts(nodes.pages), of: nodes.page });
  let asked: Promise<void> | undefined;
  /** Settles once the worker's texts came or failed (at once without a worker). */
  const ask = () =>
    (asked ??= searchTexts
      ? searchTexts().then(
          (text) => void (haystacks ??= { text, of: nodes.page }),
          () => undefined,
        )
      : Promise.resolve());
  let searchable: Promise<void> | undefined;
  let drawn = geometry;
  return {
    columns,
    nodes: list,
    nodeColumns: nodes,
    get haystacks() {
      return made();
    },
    prepareSearch: () => void ask(),
    searchable: () =>
      (searchable ??= Promise.race([ask(), new Promise((late) => setTimeout(late, SEARCH_TEXTS_WAIT_MS))]).then(() =>
        void made(),
      )),
    domainCount: nodes.domains.length,
    get geometry() {
      return (drawn ??= graphGeometry(columns));
    },
  };
}
