/** SPEC §3 URL visit `creationMode`: how the page was reached. */
export type CreationMode = 'direct' | 'hyperlink' | 'chain';

/** SPEC §3 URL visit `category`; default work. */
export type VisitCategory = 'work' | 'social';

/** SPEC §3 URL visit `sourceInfo`: the visit this one was opened from. */
export interface SourceInfo {
  nodeId: string;
  tabId: number;
  url: string;
}

/** What a video page showed of its video, read on the device (SPEC §1 video-site watch history). */
export interface VisitVideo {
  title: string;
  /** The channel's name, when the page showed one. */
  author?: string;
}

/** SPEC §3 URL visit. Times are epoch milliseconds, durations milliseconds. */
export interface UrlVisit {
  /** `${tabId}_${startTime}`. */
  id: string;
  tabId: number;
  windowId: number;
  url: string;
  title: string;
  domain: string;
  category: VisitCategory;
  creationMode: CreationMode;
  startTime: number;
  endTime: number;
  duration: number;
  activeTime: number;
  lastActiveTime: number;
  isActive: boolean;
  wordCount: number;
  sourceInfo?: SourceInfo;
  /** On a visit of a video page: the video's title and channel, from which its graph node's youtubeMetadata comes (SPEC §3 Graph node). */
  video?: VisitVideo;
}
