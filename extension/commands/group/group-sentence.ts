/** What grouping by site did, as a sentence. */
export function groupSentence(count: number): string {
  return count === 0
    ? 'No site has two or more tabs here, so nothing was grouped.'
    : `Grouped tabs into ${count} ${count === 1 ? 'group' : 'groups'} by site.`;
}
