/** SPEC §1 "Data features can be switched off in settings": what the tracker may store. */
import { DEFAULT_CATEGORIES, type CategoryMap } from '../shared/categories';

/** The tracker's settings; a feature that is off stores nothing new. */
export interface TrackingSettings {
  /** URL visits and tab sessions (everything else depends on it). */
  visits: boolean;
  /** Active time of visits and tab sessions. */
  activeTime: boolean;
  /** Word count and reading progress reported by pages. */
  reading: boolean;
  /** Domain → work/social, edited by the user. */
  categories: CategoryMap;
}

/** Settings of a new install: every feature on, the built-in categories. */
export const DEFAULT_SETTINGS: TrackingSettings = { visits: true, activeTime: true, reading: true, categories: DEFAULT_CATEGORIES };
