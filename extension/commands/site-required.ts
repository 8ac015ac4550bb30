/** The rule of the commands that work on a website (/note, /limit, /block), without React so `run` can use it. */

/** Said by site commands (/note, /limit, /block) on a page that is not a website. */
export const NOT_A_SITE = 'Open a website first: this command works on http and https pages.';

/** The site of the bar's tab, or an error sentence for pages that are not websites. */
export function requireSite(site: string | null): string {
  if (!site) throw new Error(NOT_A_SITE);
  return site;
}
