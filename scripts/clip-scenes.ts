/**
 * The demo clips' scenes for `npm run clips` (scripts/record-clips.ts): each drives the real, built extension
 * on local stand-in pages (scripts/clip-pages/) in a fresh Chromium profile whose pages Playwright records.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Frame, Page, Route, Worker } from '@playwright/test';
import { launchWithExtension } from '../tests/fixtures/extension';
import { serveTestPages } from '../tests/fixtures/test-pages';
import { barHost, doublePress, barFrame, pressClosingKey } from '../tests/extension/bar-helpers';

const PAGES_DIR = fileURLToPath(new URL('./clip-pages', import.meta.url));

/** Frame size of the recordings (and the window): 16:9, small enough to keep a clip under 1 MB. */
export const CLIP_SIZE = { width: 960, height: 540 };

/** The stretch of a page's recording that makes a clip: from one moment to another (epoch ms). */
export interface Shot {
  page: Page;
  /** When the page (and so its recording) started. */
  pageStart: number;
  from: number;
  to: number;
}

/** A recording session for one clip: the browser, the stand-in sites and the clip's page. */
export class Stage {
  shot: Shot | null = null;
  private readonly started = new Map<Page, number>();

  constructor(
    readonly context: BrowserContext,
    readonly worker: Worker,
    private readonly port: string,
  ) {}

  /** URL of a stand-in page on its own made-up site (`*.test` resolves to this machine). */
  url(site: string, page: string): string {
    return `http://${site}.test:${this.port}/${page}`;
  }

  /** Opens a stand-in page in a new tab and waits for the content script. */
  async open(site: string, page: string): Promise<Page> {
    const requested = Date.now(); // the page's recording starts between this and the 'page' event
    const tab = await this.context.newPage();
    this.started.set(tab, requested);
    for (const blank of this.context.pages().filter((p) => p !== tab && p.url() === 'about:blank')) await blank.close();
    await tab.goto(this.url(site, page));
    await tab.waitForLoadState('load');
    await pause(300); // the content script runs at document_idle
    return tab;
  }

  /** Opens the page the clip is recorded on, opens and closes the bar once off camera (its first start is the slowest), and starts the clip. */
  async start(site: string, page: string): Promise<Page> {
    const tab = await this.open(site, page);
    await openBarShown(tab);
    await closeBar(tab);
    await caption(tab, '');
    const now = Date.now();
    this.shot = { page: tab, pageStart: this.started.get(tab)!, from: now, to: now };
    return tab;
  }

  /** Ends the clip now. */
  cut(): void {
    if (this.shot) this.shot.to = Date.now();
  }
}

/** Waits, so that a viewer can follow. */
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Shows a caption pill at the bottom of the page (the recording's annotation, not product UI); '' hides it. */
async function caption(page: Page, text: string): Promise<void> {
  await page.evaluate((text) => {
    let pill = document.getElementById('clip-caption');
    if (!pill) {
      pill = document.createElement('div');
      pill.id = 'clip-caption';
      pill.style.cssText =
        'position:fixed;left:50%;bottom:18px;transform:translateX(-50%);z-index:2147483646;padding:7px 16px;border-radius:18px;' +
        'background:#111827e6;color:#fff;font:600 15px system-ui,sans-serif;pointer-events:none;transition:opacity .2s';
      document.body.append(pill);
    }
    pill.textContent = text;
    pill.style.opacity = text ? '1' : '0';
  }, text);
}

/** Opens the bar as a user does, pressing Control twice, with the keys shown as a caption. */
async function openBarShown(page: Page): Promise<Frame> {
  await page.bringToFront();
  if (await barHost(page).count()) await pressClosingKey(page, 'Escape');
  await page.mouse.click(5, 5);
  await caption(page, 'Ctrl  Ctrl');
  await pause(500);
  await doublePress(page, 120);
  const frame = await barFrame(page);
  await pause(350);
  await caption(page, '');
  return frame;
}

/** Types into a field at a human pace. */
async function typeSlowly(field: ReturnType<Frame['locator']>, text: string, delay = 75): Promise<void> {
  await field.pressSequentially(text, { delay });
}

/** Opens the bar, types a command line at a human pace and runs it with Enter; returns the bar's frame. */
async function command(page: Page, line: string): Promise<Frame> {
  const frame = await openBarShown(page);
  await typeSlowly(frame.locator('.bar-input'), line, 80);
  await pause(450);
  await pressClosingKey(page, 'Enter');
  return frame;
}

/** Closes the bar with Escape. */
async function closeBar(page: Page): Promise<void> {
  await pressClosingKey(page, 'Escape');
  await pause(300);
}

/** Drafts a note for the page's site in the /note panel and waits until it is saved. */
async function draftNote(page: Page, text: string): Promise<void> {
  const frame = await command(page, '/note');
  await typeSlowly(frame.getByRole('textbox', { name: /^Note for / }), text, 55);
  await frame.locator('.saved').getByText('Saved').waitFor();
  await pause(900);
}

/** Starts a timer from the bar and leaves its time bar on the page. */
async function startTimer(page: Page, line: string): Promise<void> {
  const frame = await command(page, `/timer ${line}`);
  await frame.locator('.countdown').first().waitFor();
  await pause(1100);
  await closeBar(page);
  await pause(900);
}

/** Selects an element's text and copies it with Control+C, as a reader would. */
async function copyText(page: Page, selector: string): Promise<void> {
  await page.locator(selector).selectText();
  await pause(500);
  await page.keyboard.press('Control+C');
  await pause(400);
}

/** Plays a video link in the floating player from /yt. */
async function playInFloatingPlayer(page: Page): Promise<void> {
  const frame = await command(page, '/yt');
  await typeSlowly(frame.getByRole('textbox', { name: 'Video search or link' }), 'https://youtu.be/aB3dE5fG7hI', 45);
  await pause(400);
  await pressClosingKey(page, 'Enter');
  await pause(3000);
}

/** Serves a stand-in page for the video site's search and embedded player (this machine has no internet). */
async function videoSiteStandIn(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  const file = pathname.startsWith('/embed/')
    ? 'player.html'
    : pathname === '/results'
      ? 'videos.html'
      : basename(pathname);
  const body = await readFile(join(PAGES_DIR, file)).catch(() => null);
  if (!body) return route.fulfill({ status: 404, body: 'not found' });
  await route.fulfill({ body, contentType: file.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8' });
}

/** What the browser says about its tab groups: "title (n tabs)" each. */
async function tabGroupSummary(worker: Worker): Promise<string> {
  const groups = await worker.evaluate(async () => {
    const all = await chrome.tabGroups.query({});
    return Promise.all(
      all.map(async (g) => `${g.title} (${(await chrome.tabs.query({ groupId: g.id })).length} tabs)`),
    );
  });
  return groups.join(' · ');
}

/** A clip's scene: drives the product on a stage. */
export type Scene = (stage: Stage) => Promise<void>;

/** Every clip's scene, by clip id (the ids of site/src/sections/showcase-copy.ts, plus the overview). */
export const SCENES: Record<string, Scene> = {
  async leetcode(stage) {
    const page = await stage.start('codedojo', 'problem.html');
    await pause(900);
    await startTimer(page, '25 pair sum');
    await draftNote(page, 'Hash map, one pass.');
    await closeBar(page);
    await pause(1000);
  },

  async reddit(stage) {
    const page = await stage.start('threadline', 'forum.html');
    await pause(1000);
    const frame = await command(page, '/intently');
    await pause(900);
    await frame.getByRole('checkbox', { name: 'Show the side icon bar on web pages' }).check();
    await pause(900);
    await closeBar(page);
    await pause(1200);
    for (let i = 0; i < 6; i++) {
      await page.mouse.wheel(0, 90);
      await pause(250);
    }
    await pause(800);
    await copyText(page, '#tip');
    await command(page, '/clip');
    await pause(2800);
  },

  async yt(stage) {
    await stage.context.route(/^https:\/\/www\.(youtube|youtube-nocookie)\.com\//, videoSiteStandIn);
    const page = await stage.start('threadline', 'forum.html');
    await pause(900);
    await playInFloatingPlayer(page);
  },

  async group(stage) {
    for (const [site, path] of [
      ['codedojo', 'problem.html'],
      ['vidstream', 'videos.html'],
      ['codedojo', 'problem.html?id=18'],
    ] as const) {
      await stage.open(site, path);
    }
    await stage.open('threadline', 'forum.html?sort=new');
    const page = await stage.start('threadline', 'forum.html');
    await pause(900);
    const frame = await command(page, '/group');
    await pause(1800);
    await frame.getByRole('button', { name: 'Group by site' }).click();
    await frame.getByRole('status').waitFor();
    await pause(1200);
    await caption(page, `Tab groups: ${await tabGroupSummary(stage.worker)}`);
    await pause(3000);
  },

  async session(stage) {
    const others = [await stage.open('codedojo', 'problem.html'), await stage.open('threadline', 'forum.html')];
    const page = await stage.start('wikidocs', 'docs.html');
    await pause(900);
    const frame = await command(page, '/sessions launch research');
    await pause(700);
    await frame.getByRole('button', { name: 'Save session' }).click();
    await frame.getByRole('status').waitFor();
    await pause(1800);
    await closeBar(page);
    for (const tab of others) await tab.close();
    await caption(page, 'The other tabs are closed');
    await pause(1500);
    await caption(page, '');
    await command(page, '/sessions');
    // Restoring brings the restored tabs to the front, and headless Chromium records only the front tab,
    // so the clip ends on the saved session ready to restore.
    await pause(3000);
  },

  async gmail(stage) {
    const page = await stage.start('postbox', 'inbox.html');
    await pause(1000);
    const frame = await openBarShown(page);
    await typeSlowly(frame.locator('.bar-input'), '/gmail', 110);
    await pause(1400);
    await pressClosingKey(page, 'Enter');
    await frame.getByRole('status').waitFor();
    await pause(3200);
    await draftNote(page, 'Reply to Dana: Thursday 10:00 works for the launch review.');
    await closeBar(page);
    await pause(1200);
  },

  async help(stage) {
    const page = await stage.start('wikidocs', 'docs.html');
    await pause(900);
    const frame = await openBarShown(page);
    await typeSlowly(frame.locator('.bar-input'), '/', 100);
    await pause(1000);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('ArrowDown');
      await pause(320);
    }
    await pause(600);
    await frame.locator('.bar-input').fill('');
    await typeSlowly(frame.locator('.bar-input'), '/intently', 100);
    await pause(600);
    await pressClosingKey(page, 'Enter');
    await pause(3500);
  },

  async overview(stage) {
    await stage.context.route(/^https:\/\/www\.(youtube|youtube-nocookie)\.com\//, videoSiteStandIn);
    const page = await stage.start('wikidocs', 'docs.html');
    await pause(1000);
    const frame = await openBarShown(page);
    await typeSlowly(frame.locator('.bar-input'), '/', 100);
    await pause(1200);
    await frame.locator('.bar-input').fill(''); // the bar keeps what was typed when it closes
    await closeBar(page);
    await startTimer(page, '25 launch plan');
    await draftNote(page, 'Tour under 30 s.');
    await closeBar(page);
    await playInFloatingPlayer(page);
  },
};

/** Records one scene in a fresh profile; resolves with its shot once the recordings are complete on disk. */
export async function recordScene(scene: Scene, videoDir: string): Promise<Shot> {
  const profile = await mkdtemp(join(tmpdir(), 'intently-clips-'));
  const pages = await serveTestPages(PAGES_DIR);
  const context = await launchWithExtension(profile, {
    args: ['--host-resolver-rules=MAP *.test 127.0.0.1'],
    viewport: CLIP_SIZE,
    recordVideo: { dir: videoDir, size: CLIP_SIZE },
  });
  context.setDefaultTimeout(30_000); // a wait that never ends fails the take instead of hanging
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const stage = new Stage(context, worker, new URL(pages.url('')).port);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the scene took over 2 minutes')), 120_000);
    });
    await Promise.race([scene(stage), deadline]).finally(() => clearTimeout(timer));
    stage.cut();
    await pause(1500); // frames reach the recording late on a busy machine: let the last ones in
    if (!stage.shot) throw new Error('The scene never started its clip (Stage.start).');
    return stage.shot;
  } finally {
    await context.close();
    await pages.close();
    await rm(profile, { recursive: true, force: true });
  }
}
