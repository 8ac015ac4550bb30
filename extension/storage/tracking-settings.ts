/** SPEC §1 "Data features can be switched off in settings": what the tracker and the clipboard history may store. */
import { DEFAULT_CATEGORIES, type CategoryMap } from '../shared/categories';

/** The data features' switches (they sync as `tracking.<field>`); a feature that is off stores nothing new. */
export interface TrackingSettings {
  /** URL visits and tab sessions (active time and reading stats depend on it). */
  visits: boolean;
  /** Active time of visits and tab sessions. */
  activeTime: boolean;
  /** Word count and reading progress reported by pages. */
  reading: boolean;
  /** Text copied in web pages, kept for /clip (content scripts read a copy of it: commands/clip/clip-switch.ts). */
  clipboard: boolean;
  /** Domain → work/social, edited by the user. */
  categories: CategoryMap;
}

/** Settings of a new install: every feature on, the built-in categories. */
export const DEFAULT_SETTINGS: TrackingSettings = {
  visits: true,
  activeTime: true,
  reading: true,
  clipboard: true,
  categories: DEFAULT_CATEGORIES,
};
