import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { putArchivedVisits } from '../../storage/visit-archive';
import type { StoredVisit } from '../../storage/visit-types';
import { RECENT_VIDEOS_LIMIT, recentVideos } from './recent-videos';

const db = freshDatabases();
const DAY = 86_400_000;

const visit = (
  tabId: number,
  startTime: number,
  url: string,
  title = '',
  video?: StoredVisit['video'],
): StoredVisit => ({
  id: `${tabId}_${startTime}`,
  tabId,
  windowId: 1,
  url,
  title,
  domain: new URL(url).hostname,
  category: 'work',
  creationMode: 'direct',
  startTime,
  endTime: startTime,
  duration: 0,
  activeTime: 0,
  lastActiveTime: startTime,
  isActive: false,
  wordCount: 0,
  ...(video && { video }),
});

describe('recentVideos (/yt with no text)', () => {
  it('lists each video watched once, newest first, across the archive and the live table, skipping other pages', async () => {
    const now = Date.now();
    await putArchivedVisits(db.tracker(), [
      visit(1, now - 30 * DAY, 'https://www.youtube.com/watch?v=old00000000', 'An old one - YouTube'),
      visit(1, now - 3 * DAY, 'https://youtu.be/dQw4w9WgXcQ', 'Rick - YouTube', {
        title: 'Never Gonna Give You Up',
        author: 'Rick Astley',
      }),
    ]);
    await db.tracker().visits.bulkPut([
      visit(2, now - 60_000, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'Rick - YouTube', {
        title: 'Never Gonna Give You Up',
        author: 'Rick Astley',
      }),
      visit(2, now - 30_000, 'https://www.youtube.com/results?search_query=zoo', 'zoo - YouTube'),
      visit(2, now - 20_000, 'https://docs.dev/', 'Docs'),
      visit(3, now, 'https://m.youtube.com/shorts/jNQXAC9IVRw', 'YouTube', { title: 'Me at the zoo 🐘' }),
    ]);
    expect(await recentVideos(db.tracker())).toEqual([
      {
        videoId: 'jNQXAC9IVRw',
        url: 'https://m.youtube.com/shorts/jNQXAC9IVRw',
        title: 'Me at the zoo 🐘',
        watchedAt: now,
      },
      {
        videoId: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
        title: 'Never Gonna Give You Up',
        author: 'Rick Astley',
        watchedAt: now - 60_000,
      },
      {
        videoId: 'old00000000',
        url: 'https://www.youtube.com/watch?v=old00000000',
        title: 'An old one - YouTube',
        watchedAt: now - 30 * DAY,
      },
    ]);
    expect((await recentVideos(db.tracker(), 1)).map((video) => video.videoId)).toEqual(['jNQXAC9IVRw']);
  });

  it(`lists at most ${RECENT_VIDEOS_LIMIT}, and none when nothing was watched`, async () => {
    expect(await recentVideos(db.tracker())).toEqual([]);
    const now = Date.now();
    await db
      .tracker()
      .visits.bulkPut(
        Array.from({ length: 25 }, (_, i) =>
          visit(1, now - i * 1000, `https://www.youtube.com/watch?v=video${String(i).padStart(6, '0')}`, `Video ${i}`),
        ),
      );
    const listed = await recentVideos(db.tracker());
    expect(listed).toHaveLength(RECENT_VIDEOS_LIMIT);
    expect(listed[0]!.title).toBe('Video 0');
  });
});
