import { describe, expect, it } from 'vitest';
import { reopenablePages, reopenedSentence, trailGroupColor, trailGroupTitle } from './trail-group';

const page = (url: string, title = '') => ({ url, title, startTime: 0 });

describe('trail group', () => {
  it('is titled after the destination, its address when untitled, cut to 40 characters', () => {
    expect(trailGroupTitle([page('https://a.example/', 'A'), page('https://d.example/', '  Trail\n D ')])).toBe(
      'Trail D',
    );
    expect(trailGroupTitle([page('https://d.example/x')])).toBe('https://d.example/x');
    expect(trailGroupTitle([page('https://d.example/', 'x'.repeat(50))])).toBe(`${'x'.repeat(39)}…`);
  });

  it('takes one colour per site', () => {
    expect(trailGroupColor('https://docs.rs/a')).toBe(trailGroupColor('https://docs.rs/b?q=1'));
    const colours = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => trailGroupColor(`https://${s}.example/`)),
    );
    expect(colours.size).toBeGreaterThan(1);
  });

  it('reopens web pages only, in order', () => {
    const pages = [
      page('chrome://newtab/'),
      page('https://a.example/'),
      page('file:///tmp/b.html'),
      page('about:blank'),
    ];
    expect(reopenablePages(pages).map((p) => p.url)).toEqual(['https://a.example/', 'file:///tmp/b.html']);
  });

  it('says how many tabs it reopened, and why they are not grouped', () => {
    expect(reopenedSentence({ tabs: 4, grouped: true })).toBe('Reopened the trail as a tab group of 4 tabs.');
    expect(reopenedSentence({ tabs: 1, grouped: false })).toMatch(
      /^Reopened the trail as 1 tab, not grouped: a named, coloured group needs permission to manage tab groups/,
    );
  });
});
