/** The translator's address; the bar only opens it (SPEC §1 integrations). */

/** /translate: the translator with the text filled in, from any language to `target`. */
export function translateUrl(text: string, target = 'en'): string {
  return `https://translate.google.com/?sl=auto&tl=${encodeURIComponent(target)}&text=${encodeURIComponent(text)}&op=translate`;
}
