import { z } from 'zod';

/** Messages of the browsing tracker (content script or extension page → background), keyed by type: what each carries and who may send it. */
export const TRACKING_MESSAGES = {
  /** Reading stats of the page a content script runs in (SPEC §3 wordCount; reading progress 0..1). */
  'tracking/page-stats': {
    from: 'page',
    schema: z.object({
      url: z.string().url().max(8192),
      wordCount: z.number().int().min(0).max(10_000_000),
      readProgress: z.number().min(0).max(1),
    }),
  },
  /** The content script asks for the page's article (issue 36): the background injects `article.js` into the tab's top frame. */
  'tracking/find-article': { from: 'page', schema: z.undefined() },
  /** The title and channel a video page shows (SPEC §1 video-site watch history), read from the page by its content script. */
  'tracking/video': {
    from: 'page',
    schema: z.object({
      url: z.string().url().max(8192),
      title: z.string().min(1).max(1000),
      author: z.string().min(1).max(1000).optional(),
    }),
  },
  /** The main page saved new tracking settings. */
  'tracking/settings-changed': { from: 'extension', schema: z.undefined() },
  /** Chrome history was imported: day records are recomputed. */
  'tracking/data-imported': { from: 'extension', schema: z.undefined() },
  /** Asks whether tracked data waits to be written after an error. */
  'tracking/status': { from: 'extension', schema: z.undefined() },
  /** Retries writing what waits after an error. */
  'tracking/retry': { from: 'extension', schema: z.undefined() },
} as const;

/** The background's answer to each tracking message. */
export interface TrackingAnswers {
  'tracking/page-stats': void;
  'tracking/find-article': void;
  'tracking/video': void;
  'tracking/settings-changed': TrackingStatus;
  'tracking/data-imported': TrackingStatus;
  'tracking/status': TrackingStatus;
  'tracking/retry': TrackingStatus;
}

/** Whether everything tracked is stored: the answer to every tracking control message. */
export interface TrackingStatus {
  /** Why the last write failed, as a sentence, or null when everything is stored. */
  error: string | null;
  /** Records kept in memory until a write succeeds. */
  pending: number;
}
