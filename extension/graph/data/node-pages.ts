import type { VisitDayRow } from '../../storage/visit-day-row';
import { packStrings, type PackedStrings } from './packed-strings';

/**
 * A graph's distinct pages: the URL, title and video (title and channel, '' where there was none) its visits showed,
 * each combination once, in the order first met (their search texts are made later: pageTexts). A node keeps only the
 * index of its page: a month's million visits are some 110k pages, whose strings are made, sent to the page and kept once.
 */
export interface NodePages {
  url: PackedStrings;
  title: PackedStrings;
  videoTitle: PackedStrings;
  videoAuthor: PackedStrings;
}

/** `NodePageBuilder.add` for visit i of a row, with the visit's fields as `add` takes them. */
type RowAdder = (i: number, url: string, title: string, videoTitle: string, videoAuthor: string) => number;

/** Collects the distinct pages of a graph's nodes and their search texts, in the order first met. */
export class NodePageBuilder {
  /** The last entry added for a URL; `next` chains the entries of one URL (-1 ends the chain). */
  private readonly byUrl = new Map<string, number>();
  private readonly next: number[] = [];
  private readonly urls: string[] = [];
  private readonly titles: string[] = [];
  private readonly videoTitles: string[] = [];
  private readonly videoAuthors: string[] = [];

  /** The index of the page of a visit with these fields, added when no visit before had them all. */
  add(url: string, title: string, videoTitle: string, videoAuthor: string): number {
    const first = this.byUrl.get(url) ?? -1;
    for (let k = first; k >= 0; k = this.next[k]!) {
      if (this.titles[k] === title && this.videoTitles[k] === videoTitle && this.videoAuthors[k] === videoAuthor) return k;
    }
    const k = this.urls.length;
    this.urls.push(url);
    this.titles.push(title);
    this.videoTitles.push(videoTitle);
    this.videoAuthors.push(videoAuthor);
    this.next.push(first);
    this.byUrl.set(url, k);
    return k;
  }

  /**
   * `add` for the visits of one row (a day as stored). Where its URLs and titles are Dictionaries, a visit with the
   * URL code, title code and video of the last visit added with that URL code takes its page without a lookup: a
   * month of a million visits revisits the same pages day after day. Other rows add each visit.
   */
  adderFor(row: Pick<VisitDayRow, 'url' | 'title'>): RowAdder {
    const { url: urls, title: titles } = row;
    if (Array.isArray(urls) || Array.isArray(titles)) return (_i, ...fields) => this.add(...fields);
    const made = new Int32Array(urls.values.length).fill(-1); // per URL code, the page last added with it
    const madeTitle = new Uint32Array(urls.values.length); // and that page's title code
    return (i, url, title, videoTitle, videoAuthor) => {
      const code = urls.codes[i]!;
      const k = made[code]!;
      const titleCode = titles.codes[i]!;
      const same = k >= 0 && madeTitle[code] === titleCode;
      if (same && this.videoTitles[k] === videoTitle && this.videoAuthors[k] === videoAuthor) return k;
      madeTitle[code] = titleCode;
      return (made[code] = this.add(url, title, videoTitle, videoAuthor));
    };
  }

  /** The pages added, packed. */
  build(): NodePages {
    return {
      url: packStrings(this.urls),
      title: packStrings(this.titles),
      videoTitle: packStrings(this.videoTitles),
      videoAuthor: packStrings(this.videoAuthors),
    };
  }
}
