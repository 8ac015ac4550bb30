/**
 * URL templates of custom commands (SPEC §1 custom commands): `{query}`, `{selection}`, `{url}` and
 * `{domain}` are filled in, each encoded for where it stands. In the host only `{domain}` may stand, and
 * goes in as a host name; in the path, the query and the fragment a value is percent-encoded as one
 * component (so "a/b c" stays one path segment or one query value).
 */

/** The placeholders a URL template may use. */
export const PLACEHOLDERS = ['query', 'selection', 'url', 'domain'] as const;

/** A placeholder's name. */
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What the placeholders stand for when a command runs. */
export type PlaceholderValues = Record<Placeholder, string>;

const TOKEN = /\{([^{}]*)\}/g;

/** The placeholders a template uses, in order; throws a sentence naming an unknown one. */
export function templatePlaceholders(template: string): Placeholder[] {
  const used: Placeholder[] = [];
  for (const [, name = ''] of template.matchAll(TOKEN)) {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) {
      throw new Error(
        `{${name}} is not a placeholder: use ${PLACEHOLDERS.map((p) => `{${p}}`)
          .join(', ')
          .replace(/, ([^,]*)$/, ' or $1')}.`,
      );
    }
    used.push(name as Placeholder);
  }
  return used;
}

/** Fills a template in; throws a sentence when it is not an http(s) address or a placeholder stands where it cannot. */
export function expandUrlTemplate(template: string, values: PlaceholderValues): string {
  templatePlaceholders(template);
  const scheme = /^https?:\/\//i.exec(template);
  if (!scheme)
    throw new Error(
      'The address must start with http:// or https://, for example https://en.wikipedia.org/wiki/{query}.',
    );
  const authorityEnd = template.slice(scheme[0].length).search(/[/?#]/);
  const hostEnd = authorityEnd < 0 ? template.length : scheme[0].length + authorityEnd;
  const filled = template.replace(TOKEN, (token, name: Placeholder, at: number) => {
    if (at < hostEnd) {
      if (name !== 'domain') throw new Error(`Only {domain} can stand in the address's host, not ${token}.`);
      return values.domain;
    }
    return encodeURIComponent(values[name]);
  });
  let url: URL;
  try {
    url = new URL(filled);
  } catch {
    throw new Error(`"${filled}" is not a web address; check the template.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The address must start with http:// or https://.');
  return url.href;
}
