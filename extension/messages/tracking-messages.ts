import { z } from 'zod';

/** Messages of the browsing tracker (content script → background), keyed by type. */
export const TRACKING_MESSAGES = {
  /** Reading stats of the page a content script runs in (SPEC §3 wordCount; reading progress 0..1). */
  'tracking/page-stats': z.object({
    type: z.literal('tracking/page-stats'),
    url: z.string().url().max(8192),
    wordCount: z.number().int().min(0).max(10_000_000),
    readProgress: z.number().min(0).max(1),
  }),
};
