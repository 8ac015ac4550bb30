/** /translate's target language (issue #23): a bar setting, by default the browser's language. Pure. */

/** The bar setting that keeps the target language. */
export const TRANSLATE_TARGET_SETTING = 'translateTarget';

/** Languages offered in the panel's list (BCP 47 tags); the browser's own is added when missing. */
export const TARGET_LANGUAGES = [
  'ar',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

/** A language tag the server takes ("fr", "pt-BR"). */
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The stored target when it is a language tag, else the browser's language, else English. */
export function translateTarget(stored: unknown, browserLanguage: string | undefined): string {
  if (typeof stored === 'string' && TAG.test(stored)) return stored;
  return browserLanguage && TAG.test(browserLanguage) ? browserLanguage : 'en';
}

/** The languages to offer: the list, with `current` in it. */
export function targetChoices(current: string): string[] {
  return (TARGET_LANGUAGES as readonly string[]).includes(current)
    ? [...TARGET_LANGUAGES]
    : [current, ...TARGET_LANGUAGES];
}

/** Google Translate's code for a tag: its language, with the region only for Chinese and Portuguese ("zh-TW", "pt"). */
export function googleTranslateCode(tag: string): string {
  const [language = 'en', region] = tag.split('-');
  return language === 'zh' && region ? `zh-${region.toUpperCase()}` : language;
}
