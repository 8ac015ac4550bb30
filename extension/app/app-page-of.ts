/** Which extension page a `?page=` query asks for: `graph`, or `main` (the default, for anything else). */
export function appPageOf(search: string): 'graph' | 'main' {
  return new URLSearchParams(search).get('page') === 'graph' ? 'graph' : 'main';
}
