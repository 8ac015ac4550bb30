import { readFileSync } from 'node:fs';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { readVideoPage } from './read-video-page';

/** A fixture page (extension/tracking/fixtures/), parsed as the browser would. */
const page = (name: string): Document =>
  new DOMParser().parseFromString(
    readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'),
    'text/html',
  ) as unknown as Document;

describe('readVideoPage', () => {
  it.each([
    [
      'a watch page, from its JSON-LD',
      'youtube-watch.html',
      'dQw4w9WgXcQ',
      { title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)', author: 'Rick Astley' },
    ],
    [
      'a unicode title and channel, from microdata',
      'youtube-watch-microdata.html',
      'x8VYWazR5mE',
      { title: 'YOASOBI「夜に駆ける」 Official Music Video', author: 'Ayase / YOASOBI' },
    ],
    [
      'a page that shows no channel (broken JSON-LD skipped, meta tags read)',
      'youtube-watch-no-channel.html',
      '5qap5aO4i9A',
      { title: 'Café del Mar — «Ibiza» 🌅 chill mix & مزيج هادئ' },
    ],
    [
      'the second video after a navigation in the page: the player, not the first video’s data',
      'youtube-watch-after-navigation.html',
      'jNQXAC9IVRw',
      { title: 'Me at the zoo', author: 'jawed' },
    ],
    [
      'the mobile site’s player, white space as one space',
      'youtube-mobile-watch.html',
      'Dq5eCdkVc_I',
      { title: 'Die Ärzte – Schrei nach Liebe (Offizielles Video)', author: 'Die Ärzte' },
    ],
    [
      'the short on screen, not the one before',
      'youtube-short.html',
      'aBcDeFgHiJk',
      { title: 'How rain sounds on a tin roof 🌧️ #shorts', author: 'Quiet Sounds' },
    ],
  ])('reads %s', (_name, fixture, id, expected) => {
    expect(readVideoPage(page(fixture), id)).toStrictEqual(expected);
  });

  it('reads nothing of a video the page does not show (its data names another one)', () => {
    expect(readVideoPage(page('youtube-watch.html'), 'jNQXAC9IVRw')).toBeNull();
    expect(readVideoPage(page('youtube-watch-microdata.html'), 'dQw4w9WgXcQ')).toBeNull();
  });

  it('trusts the player only once the site has retitled the tab with its video', () => {
    const doc = page('youtube-watch-after-navigation.html');
    doc.title = 'Rick Astley - Never Gonna Give You Up (Official Music Video) - YouTube'; // the second video's data has not arrived
    expect(readVideoPage(doc, 'jNQXAC9IVRw')).toBeNull();
    doc.title = '(3) Me at the zoo - YouTube'; // with a notification count
    expect(readVideoPage(doc, 'jNQXAC9IVRw')).toEqual({ title: 'Me at the zoo', author: 'jawed' });
  });

  it('ignores a player that names another video', () => {
    const doc = page('youtube-watch-after-navigation.html');
    doc.querySelector('ytd-watch-flexy')!.setAttribute('video-id', 'dQw4w9WgXcQ');
    expect(readVideoPage(doc, 'jNQXAC9IVRw')).toBeNull();
  });

  it('takes the channel from the player when the structured data has none', () => {
    const doc = page('youtube-watch.html');
    const data = doc.querySelector('script[type="application/ld+json"]')!;
    data.textContent = data.textContent!.replace(',"author":"Rick Astley"', '');
    expect(readVideoPage(doc, 'dQw4w9WgXcQ')).toEqual({
      title: 'Rick Astley - Never Gonna Give You Up (Official Music Video)',
      author: 'Rick Astley',
    });
  });

  it('reads an author given as a Person, and keeps at most 300 characters of a title, whole characters only', () => {
    const doc = page('youtube-watch-no-channel.html');
    const long = `${'🎵'.repeat(299)}ab`;
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/ld+json">${JSON.stringify({ '@type': 'VideoObject', url: 'https://youtu.be/5qap5aO4i9A', name: long, author: { '@type': 'Person', name: ' Lofi  Girl ' } })}</script>`,
    );
    expect(readVideoPage(doc, '5qap5aO4i9A')).toEqual({ title: `${'🎵'.repeat(299)}a`, author: 'Lofi Girl' });
  });

  it('reads nothing from a page with no title of the video yet', () => {
    const doc = new DOMParser().parseFromString(
      '<html><head><title>YouTube</title></head><body><ytd-app></ytd-app></body></html>',
      'text/html',
    ) as unknown as Document;
    expect(readVideoPage(doc, 'dQw4w9WgXcQ')).toBeNull();
  });
});
