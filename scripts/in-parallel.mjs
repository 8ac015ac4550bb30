/** Runs `task` over `items` with at most `limit` at a time; resolves with the results in the items' order. */
export async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
