/**
 * To's autocomplete from the People API's `people:searchContacts`
 * (developers.google.com/people/api/rest/v1/people/searchContacts): `readMask` is required, `pageSize` at
 * most 30, and an empty query first warms Google's cache, or later searches may answer stale or empty. Pure.
 */
import { formatRecipient } from './gmail-recipients';

/** How many contacts a search answers (Google allows up to 30). */
export const CONTACTS_PAGE_SIZE = 10;

/** The request path of a search; `''` is the warm-up request. */
export const contactsPath = (query: string): string =>
  `/v1/people:searchContacts?${new URLSearchParams({ query, readMask: 'names,emailAddresses', pageSize: String(CONTACTS_PAGE_SIZE) })}`;

/** What searchContacts answers (only what the read mask asks for). */
interface SearchAnswer {
  results?: { person?: { names?: { displayName?: string }[]; emailAddresses?: { value?: string }[] } }[];
}

/** Each contact's addresses as To would show them ("Zoë Ångström <zoe@example.com>"), each once. */
export function contactSuggestions(answer: unknown): string[] {
  const suggestions = ((answer as SearchAnswer | null)?.results ?? []).flatMap(({ person }) => {
    const name = person?.names?.[0]?.displayName?.trim();
    return (person?.emailAddresses ?? []).flatMap(({ value }) =>
      value ? [formatRecipient(name ? { name, addr: value } : { addr: value })] : [],
    );
  });
  return [...new Set(suggestions)];
}
