import { videoIdOf } from '../../shared/video-id-of';
import type { IntentlyDb } from '../../storage/db';
import { recentVisits } from '../../storage/recent-visits';

/** How many videos /yt lists when nothing is typed. */
export const RECENT_VIDEOS_LIMIT = 20;

/** A video watched, as /yt lists it: the address it was watched at, its title and channel as the page showed them. */
export interface RecentVideo {
  videoId: string;
  url: string;
  title: string;
  author?: string;
  watchedAt: number;
}

/** The last `limit` distinct videos watched, newest first, from the tracker's visits (SPEC §1 video-site watch history, on the device). */
export async function recentVideos(tracker: IntentlyDb, limit = RECENT_VIDEOS_LIMIT): Promise<RecentVideo[]> {
  const visits = await recentVisits(tracker, limit, (visit) => videoIdOf(visit.url));
  return visits.map((visit) => ({
    videoId: videoIdOf(visit.url)!,
    url: visit.url,
    title: visit.video?.title || visit.title || visit.url,
    ...(visit.video?.author !== undefined && { author: visit.video.author }),
    watchedAt: visit.startTime,
  }));
}
