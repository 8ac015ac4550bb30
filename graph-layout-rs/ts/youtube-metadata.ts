import type { VisitVideo } from './url-visit';

/** SPEC §3 Graph node youtubeMetadata. */
export interface YoutubeMetadata {
  title: string;
  author_name: string;
}

/** A graph node's youtubeMetadata: its visit's video (a channel not shown on the page is ''), or null for a visit without one. */
export function youtubeMetadataOf(video: VisitVideo | undefined): YoutubeMetadata | null {
  return video ? { title: video.title, author_name: video.author ?? '' } : null;
}
