/**
 * The site's built-in sample browsing day (SPEC §2 Visualize section, SPEC §9 sample data): four sessions of
 * a developer's Tuesday on 13 domains, written as tab actions and timed by a seeded generator, so every run
 * gives the same visits. Times are wall-clock times of 2025-09-23 written as UTC.
 */
import type { CreationMode, UrlVisit } from '../graph-layout-rs/ts/url-visit';

/** SPEC §9 sample data date. */
export const SAMPLE_DAY = '2025-09-23';

const SOCIAL_DOMAINS = new Set(['www.youtube.com', 'www.reddit.com', 'x.com', 'news.ycombinator.com']);
const MAIL = 'https://mail.google.com/mail/u/0/#';
const GH = 'https://github.com/intently-labs/tracker';
const SO = 'https://stackoverflow.com/questions';
const MDN = 'https://developer.mozilla.org/en-US/docs/Web';
const WIKI = 'https://en.wikipedia.org/wiki';
const SEARCH = 'https://www.google.com/search?q=';
const HN = 'https://news.ycombinator.com';

/** Every page of the day: key → [url, title]. */
const PAGES = {
  inbox: [`${MAIL}inbox`, 'Inbox (12) - sam@intently.app - Mail'],
  releaseMail: [`${MAIL}inbox/FMfcgzQbfLrx`, 'Re: v2.4 release checklist - sam@intently.app - Mail'],
  reviewMail: [`${MAIL}inbox/FMfcgzQbgKwz`, 'Design review notes: sync conflicts - sam@intently.app - Mail'],
  inviteMail: [`${MAIL}inbox/FMfcgzQbhTvd`, 'Invitation: Sprint 38 planning @ Wed Sep 24 - sam@intently.app - Mail'],
  calendar: [
    'https://calendar.google.com/calendar/u/0/r/day/2025/9/23',
    'Google Calendar - Tuesday, September 23, 2025',
  ],
  standup: ['https://calendar.google.com/calendar/u/0/r/eventedit/c3RhbmR1cA', 'Standup - Google Calendar'],
  planning: [
    'https://calendar.google.com/calendar/u/0/r/eventedit/cGxhbm5pbmc',
    'Sprint 38 planning - Google Calendar',
  ],
  repo: [GH, 'intently-labs/tracker: Private browsing tracker and network graph'],
  pr412: [`${GH}/pull/412`, 'Add offline sync queue by mkaur · Pull Request #412 · intently-labs/tracker'],
  pr412Files: [
    `${GH}/pull/412/files`,
    'Add offline sync queue by mkaur · Pull Request #412 · intently-labs/tracker · Files',
  ],
  pr412Checks: [
    `${GH}/pull/412/checks`,
    'Add offline sync queue by mkaur · Pull Request #412 · intently-labs/tracker · Checks',
  ],
  ciRun: [`${GH}/actions/runs/11021938812`, 'CI · intently-labs/tracker@9f2c1e4 · GitHub Actions'],
  issue388: [`${GH}/issues/388`, 'Flaky test: sync retries arrive out of order · Issue #388 · intently-labs/tracker'],
  playwrightPr: [
    'https://github.com/microsoft/playwright/pull/21102',
    'fix(network): report responses served from the memory cache by dgozman · Pull Request #21102 · microsoft/playwright',
  ],
  playwrightIssue: [
    'https://github.com/microsoft/playwright/issues/21044',
    '[BUG] waitForResponse misses responses served from cache · Issue #21044 · microsoft/playwright',
  ],
  pr420: [`${GH}/pull/420`, 'Batch IndexedDB writes by qpark · Pull Request #420 · intently-labs/tracker'],
  pr420Files: [
    `${GH}/pull/420/files`,
    'Batch IndexedDB writes by qpark · Pull Request #420 · intently-labs/tracker · Files',
  ],
  issue401: [
    `${GH}/issues/401`,
    'Graph view: show a fallback icon when a favicon fails · Issue #401 · intently-labs/tracker',
  ],
  pr423: [`${GH}/pull/423`, 'Favicon fallback for offline nodes by sam · Pull Request #423 · intently-labs/tracker'],
  releases: [`${GH}/releases`, 'Releases · intently-labs/tracker'],
  release: [`${GH}/releases/tag/v2.4.0`, 'Release v2.4.0 · intently-labs/tracker'],
  soIdb: [
    `${SO}/77211364/indexeddb-transaction-inactive-after-await`,
    'IndexedDB "transaction is not active" after await - Stack Overflow',
  ],
  soPlaywright: [
    `${SO}/76550118/playwright-waitforresponse-times-out-intermittently`,
    'Playwright waitForResponse times out intermittently - Stack Overflow',
  ],
  soBulkPut: [
    `${SO}/75830032/dexie-bulkput-vs-put-in-a-loop`,
    'Dexie bulkPut vs put in a loop: which is faster? - Stack Overflow',
  ],
  soFavicon: [
    `${SO}/5119041/how-can-i-get-a-web-sites-favicon`,
    "How can I get a web site's favicon? - Stack Overflow",
  ],
  mdnTransaction: [`${MDN}/API/IDBTransaction`, 'IDBTransaction - Web APIs | MDN'],
  mdnUsingIdb: [`${MDN}/API/IndexedDB_API/Using_IndexedDB`, 'Using IndexedDB - Web APIs | MDN'],
  mdnPut: [`${MDN}/API/IDBObjectStore/put`, 'IDBObjectStore: put() method - Web APIs | MDN'],
  mdnWasm: ['https://developer.mozilla.org/en-US/docs/WebAssembly', 'WebAssembly | MDN'],
  mdnWebGpu: [`${MDN}/API/WebGPU_API`, 'WebGPU API - Web APIs | MDN'],
  mdnCorsImages: [`${MDN}/HTML/CORS_enabled_image`, 'Allowing cross-origin use of images and canvas - HTML | MDN'],
  mdnCrossOrigin: [`${MDN}/HTML/Attributes/crossorigin`, 'HTML attribute: crossorigin - HTML | MDN'],
  searchFlaky: [`${SEARCH}playwright+waitForResponse+flaky`, 'playwright waitForResponse flaky - Google Search'],
  searchFlakyCache: [
    `${SEARCH}playwright+waitForResponse+cache+disabled`,
    'playwright waitForResponse cache disabled - Google Search',
  ],
  searchIdbBatch: [
    `${SEARCH}indexeddb+batch+writes+one+transaction`,
    'indexeddb batch writes one transaction - Google Search',
  ],
  searchBulkPut: [`${SEARCH}dexie+bulkPut+performance`, 'dexie bulkPut performance - Google Search'],
  searchFavicon: [`${SEARCH}favicon+service+size+64`, 'favicon service size 64 - Google Search'],
  slackEng: ['https://app.slack.com/client/T04INTENT/C04ENG', 'eng (Channel) - Intently Labs - Slack'],
  slackFlaky: [
    'https://app.slack.com/client/T04INTENT/C04ENG/thread/C04ENG-1727083412',
    'Thread in #eng: flaky sync test - Slack',
  ],
  slackStandup: [
    'https://app.slack.com/client/T04INTENT/C04ENG/thread/C04ENG-1727085301',
    'Thread in #eng: standup notes - Slack',
  ],
  slackRandom: ['https://app.slack.com/client/T04INTENT/C04RANDOM', 'random (Channel) - Intently Labs - Slack'],
  slackDm: ['https://app.slack.com/client/T04INTENT/D05QPARK', 'Quinn Park (DM) - Intently Labs - Slack'],
  slackRelease: [
    'https://app.slack.com/client/T04INTENT/C04ENG/thread/C04ENG-1727109901',
    'Thread in #eng: v2.4 go/no-go - Slack',
  ],
  sprint: ['https://www.notion.so/intently/Sprint-38-board-4f1c2a', 'Sprint 38 board - Notion'],
  syncSpec: ['https://www.notion.so/intently/Offline-sync-spec-9b7e31', 'Offline sync spec - Notion'],
  retro: ['https://www.notion.so/intently/Sprint-37-retro-2d5a90', 'Sprint 37 retro - Notion'],
  crdt: [`${WIKI}/Conflict-free_replicated_data_type`, 'Conflict-free replicated data type - Wikipedia'],
  vectorClock: [`${WIKI}/Vector_clock`, 'Vector clock - Wikipedia'],
  lamport: [`${WIKI}/Lamport_timestamp`, 'Lamport timestamp - Wikipedia'],
  sqlite: [`${WIKI}/SQLite`, 'SQLite - Wikipedia'],
  bTree: [`${WIKI}/B-tree`, 'B-tree - Wikipedia'],
  hn: [`${HN}/`, 'Hacker News'],
  hnSqlite: [`${HN}/item?id=41612284`, 'SQLite is not a toy database | Hacker News'],
  hnWasm: [`${HN}/item?id=41618837`, 'WebAssembly 3.0 is here | Hacker News'],
  reddit: ['https://www.reddit.com/r/programming/', 'r/programming'],
  redditRust: ['https://www.reddit.com/r/rust/comments/1fnh2x1/announcing_rust_190/', 'Announcing Rust 1.90 : r/rust'],
  redditWebGpu: [
    'https://www.reddit.com/r/programming/comments/1fnk8qz/webgpu_ships_in_every_major_browser/',
    'WebGPU now ships in every major browser : r/programming',
  ],
  ytRust: ['https://www.youtube.com/watch?v=Rust4Prod901', 'Rust in production at scale - YouTube'],
  ytFrame: ['https://www.youtube.com/watch?v=LifeOfFrame2', 'The life of a frame: how browsers render - YouTube'],
  ytSynth: ['https://www.youtube.com/watch?v=Synthwave4u', 'synthwave radio - beats to focus to - YouTube'],
  ytHome: ['https://www.youtube.com/', 'YouTube'],
  ytLofi: ['https://www.youtube.com/watch?v=Lofi24x7abc', 'lofi beats to code to - YouTube'],
  xHome: ['https://x.com/home', 'Home / X'],
  xRust: ['https://x.com/rustlang/status/1838201745109442561', 'Rust Language on X: "Rust 1.90 is out"'],
  xWasm: ['https://x.com/wasmweekly/status/1838277390112845925', 'WebAssembly Weekly on X: "Wasm 3.0 explained"'],
  xChrome: ['https://x.com/ChromiumDev/status/1838249012755271842', 'Chrome for Developers on X: "WebGPU everywhere"'],
} satisfies Record<string, [url: string, title: string]>;

type PageKey = keyof typeof PAGES;

/** mulberry32: a small seeded generator, so the day is the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Records visits as a person makes them: open a tab, follow a link in it, open a link in a new tab. */
class DayWriter {
  readonly visits: UrlVisit[] = [];
  private readonly current = new Map<number, UrlVisit>();
  private readonly random = seededRandom(20250923);
  private clock = 0;
  private nextTab = 1871;

  /** Starts a session: the clock jumps to `time` (HH:MM) on the sample day. */
  at(time: string) {
    this.clock = Date.parse(`${SAMPLE_DAY}T${time}:00.000Z`);
  }

  /** Types or picks a page in a new tab (direct); returns the tab. */
  open(page: PageKey): number {
    const tab = this.nextTab++;
    this.visit(tab, page, 'direct', undefined);
    return tab;
  }

  /** Follows a link in the same tab (chain). */
  go(tab: number, page: PageKey) {
    this.visit(tab, page, 'chain', this.current.get(tab));
  }

  /** Opens a link from `from`'s page in a new tab (hyperlink); returns the new tab. */
  link(from: number, page: PageKey): number {
    const tab = this.nextTab++;
    this.visit(tab, page, 'hyperlink', this.current.get(from));
    return tab;
  }

  private visit(tabId: number, page: PageKey, creationMode: CreationMode, source: UrlVisit | undefined) {
    const [url, title] = PAGES[page];
    const domain = new URL(url).hostname;
    const startTime = this.clock;
    const duration = Math.round((20 + this.random() * 340) * 1000); // 20 s to 6 min on a page
    const endTime = startTime + duration;
    const visit: UrlVisit = {
      id: `${tabId}_${startTime}`,
      tabId,
      windowId: 1,
      url,
      title,
      domain,
      category: SOCIAL_DOMAINS.has(domain) ? 'social' : 'work',
      creationMode,
      startTime,
      endTime,
      duration,
      activeTime: Math.round(duration * (0.55 + this.random() * 0.45)),
      lastActiveTime: endTime,
      isActive: false,
      wordCount: 150 + Math.floor(this.random() * 2850),
      ...(source && { sourceInfo: { nodeId: source.id, tabId: source.tabId, url: source.url } }),
    };
    this.visits.push(visit);
    this.current.set(tabId, visit);
    this.clock = endTime + Math.round(this.random() * 45_000); // a moment to switch or read
  }
}

/** SPEC §9 sample data: 82 visits (82 URLs) of 66 unique URLs on 13 domains, all on 2025-09-23, oldest first. */
export function sampleBrowsingDay(): UrlVisit[] {
  const day = new DayWriter();

  day.at('09:02'); // morning: mail, a pull request, a flaky test, the sync spec
  const mail = day.open('inbox');
  day.go(mail, 'releaseMail');
  const pr = day.link(mail, 'pr412');
  day.go(pr, 'pr412Files');
  const answers = day.link(pr, 'soIdb');
  day.go(answers, 'mdnTransaction');
  day.go(answers, 'mdnUsingIdb');
  day.go(pr, 'pr412');
  day.go(pr, 'pr412Checks');
  day.go(mail, 'inbox');
  const calendar = day.open('calendar');
  day.go(calendar, 'standup');
  const slack = day.open('slackEng');
  day.go(slack, 'slackFlaky');
  const ci = day.link(slack, 'ciRun');
  day.go(ci, 'issue388');
  const search = day.link(ci, 'searchFlaky');
  day.go(search, 'soPlaywright');
  day.go(search, 'searchFlakyCache');
  day.go(search, 'playwrightIssue');
  day.go(search, 'playwrightPr');
  day.go(ci, 'issue388');
  day.go(slack, 'slackEng');
  day.go(slack, 'slackStandup');
  const notion = day.open('sprint');
  day.go(notion, 'syncSpec');
  const wiki = day.link(notion, 'crdt');
  day.go(wiki, 'vectorClock');
  day.go(wiki, 'lamport');
  day.go(mail, 'reviewMail');

  day.at('12:06'); // lunch: news, videos, posts
  const hn = day.open('hn');
  day.go(hn, 'hnSqlite');
  const encyclopedia = day.link(hn, 'sqlite');
  day.go(encyclopedia, 'bTree');
  day.go(hn, 'hn');
  day.go(hn, 'hnWasm');
  day.link(hn, 'mdnWasm');
  const reddit = day.open('reddit');
  day.go(reddit, 'redditRust');
  const video = day.link(reddit, 'ytRust');
  day.go(video, 'ytFrame');
  const x = day.open('xHome');
  day.go(x, 'xRust');
  day.go(x, 'xHome');
  day.go(x, 'xChrome');
  day.go(x, 'xWasm');
  day.go(reddit, 'reddit');
  day.go(reddit, 'redditWebGpu');
  day.link(reddit, 'mdnWebGpu');

  day.at('14:12'); // afternoon: a review, a DM, a favicon bug
  const repo = day.open('repo');
  day.go(repo, 'pr420');
  day.go(repo, 'pr420Files');
  const bulk = day.link(repo, 'searchBulkPut');
  day.go(bulk, 'soBulkPut');
  day.go(bulk, 'searchIdbBatch');
  day.go(bulk, 'mdnPut');
  day.go(repo, 'pr420');
  const dm = day.open('slackDm');
  day.go(dm, 'slackEng');
  const retro = day.link(dm, 'retro');
  day.go(retro, 'sprint');
  const issue = day.link(retro, 'issue401');
  day.go(issue, 'pr423');
  const favicon = day.link(issue, 'searchFavicon');
  day.go(favicon, 'soFavicon');
  day.go(favicon, 'mdnCrossOrigin');
  day.go(favicon, 'mdnCorsImages');
  day.go(issue, 'pr423');
  const music = day.open('ytHome');
  day.go(music, 'ytLofi');
  day.go(music, 'ytSynth');

  day.at('16:48'); // wrap-up: planning invite and the release
  const evening = day.open('inbox');
  day.go(evening, 'releaseMail');
  day.go(evening, 'inviteMail');
  const planning = day.link(evening, 'planning');
  day.go(planning, 'calendar');
  const channel = day.open('slackEng');
  day.go(channel, 'slackRelease');
  day.go(channel, 'slackRandom');
  const release = day.link(channel, 'release');
  day.go(release, 'repo');
  day.go(release, 'releases');

  return day.visits;
}
