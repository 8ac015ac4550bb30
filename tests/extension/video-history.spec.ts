import { readFile } from 'node:fs/promises';
import { DIMMED_ALPHA, RING_COLORS } from '../../extension/graph/render/node-styles';
import type { StoredVisit } from '../../extension/storage/visit-types';
import { expect, test } from '../fixtures/extension';
import { storedRecords, styleOf } from '../fixtures/graph-visits';
import { frameSourcesWithShadows, openBar, openPage, runCommand } from './bar-helpers';
import { openMainPage, waitForTracker } from './tracker-helpers';

const LOFI = {
  url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
  title: 'lofi hip hop radio 📚 beats to relax/study to',
  author: 'Lofi Girl',
};
const ZOO = { url: 'https://www.youtube.com/watch?v=jNQXAC9IVRw', title: 'Me at the zoo', author: 'jawed' };

test('a video page’s title and channel are kept on the device: the graph search finds the video by its channel, /yt lists it', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  // The web is out of reach: the video site's watch pages are a local stand-in, at the site's own address.
  const watchPage = await readFile(new URL('../pages/video-watch.html', import.meta.url), 'utf8');
  await context.route(
    (url) => url.hostname === 'www.youtube.com',
    (route) =>
      new URL(route.request().url()).pathname === '/watch'
        ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: watchPage })
        : route.abort(),
  );
  await waitForTracker(serviceWorker);
  const video = await context.newPage();
  await video.goto(LOFI.url);
  const main = await openMainPage(context, extensionId);
  const stored = async () =>
    ((await storedRecords(main, 'visits')) as StoredVisit[]).map(({ url, video }) => ({ url, ...video }));
  await expect.poll(stored, { message: 'the visit should keep the video’s title and channel' }).toEqual([LOFI]);

  // The site moves to the next video without loading a page: that visit gets its own video.
  await video.bringToFront();
  await video.click('#up-next');
  await expect.poll(stored, { message: 'the next video should be kept on its own visit' }).toEqual([LOFI, ZOO]);

  // SPEC §5: the graph search matches the video's channel (in neither its title nor its address).
  const [lofi, zoo] = (await storedRecords(main, 'visits')) as StoredVisit[];
  const graph = await context.newPage();
  await graph.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(graph.getByTestId('graph-summary')).toHaveText('2 visits');
  await expect.poll(() => styleOf(graph, lofi!.id)).not.toBeNull();
  const styles = () => Promise.all([styleOf(graph, lofi!.id), styleOf(graph, zoo!.id)]);
  const matched = { alpha: 1, ring: RING_COLORS.match };
  const dimmed = { alpha: Math.fround(DIMMED_ALPHA), ring: 0 };
  await graph.getByRole('searchbox', { name: 'Search the graph' }).fill('LOFI GIRL');
  await expect.poll(styles).toEqual([matched, dimmed]);
  await graph.getByRole('searchbox', { name: 'Search the graph' }).fill('jawed');
  await expect.poll(styles).toEqual([dimmed, matched]);

  // /yt with nothing typed lists the videos watched, newest first, each played in the floating player.
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await runCommand(frame, '/yt');
  await expect(frame.getByRole('list', { name: 'Recently watched' }).getByRole('listitem')).toHaveText([
    `${ZOO.title} · ${ZOO.author}`,
    `${LOFI.title} · ${LOFI.author}`,
  ]);
  await frame.getByRole('button', { name: LOFI.title }).click();
  await expect
    .poll(() => frameSourcesWithShadows(page))
    .toContain('https://www.youtube-nocookie.com/embed/jfKfPfyJRdk?autoplay=1');
});
