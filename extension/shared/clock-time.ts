/** A time of day as the user reads it: "9:00 AM" in their locale and time zone (or those given). */
export const clockTime = (at: number, locale?: string, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(at);
