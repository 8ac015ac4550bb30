/** The URL /new opens for typed text: a URL as is, a bare domain with https, anything else as a search. */
export function urlForInput(text: string): string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  if (/^https?:\/\//i.test(t)) return t;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(t)) return `https://${t}`;
  return `https://www.google.com/search?q=${encodeURIComponent(t)}`;
}
