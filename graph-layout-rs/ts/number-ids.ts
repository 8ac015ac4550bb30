import { NO_VALUE } from './graph-columns';

/** FNV-1a over the UTF-16 code units, then murmur3's finalizer, so every bit depends on every unit. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * Numbers visit ids for the core, which uses them only to tell visits apart: visit k's id gets k, or the number of
 * the first visit with the same id; a source gets the number of the visit whose id it names, or, naming none, a
 * number from `ids.length` up that no visit has (the same for the same name). Equal ids are found by sorting, not
 * in a hash table: each id's hash and index packed in one float, the floats sorted natively, equal hashes next to
 * each other and their strings compared. A month's million ids took 0.6-1.1 s in an open-addressing table in the
 * graph page's worker, where each insert missed the processor's cache; sorted, the month's columns take 0.8-1.2 s
 * in all there, against 1.4-2.2 s (docs/benchmarks.md).
 */
export function numberIds(
  ids: readonly string[],
  sources: readonly (string | null | undefined)[],
): { ids: Uint32Array; sources: Uint32Array } {
  const n = ids.length;
  const indexBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const hashBits = Math.min(32, 52 - indexBits); // hash and index fit a float's 53-bit integers
  const indexes = 2 ** indexBits;
  const part = (hash: number) => Math.floor(hash / 2 ** (32 - hashBits));
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) keys[k] = part(hashOf(ids[k]!)) * indexes + k;
  keys.sort();
  const numbers = new Uint32Array(n);
  for (let start = 0; start < n;) {
    const group = Math.floor(keys[start]! / indexes);
    let end = start + 1;
    while (end < n && Math.floor(keys[end]! / indexes) === group) end++;
    if (end - start === 1) numbers[keys[start]! % indexes] = keys[start]! % indexes;
    else {
      // The group's distinct ids, each with its first visit (by index, as the group is sorted).
      const firsts: number[] = [];
      for (let a = start; a < end; a++) {
        const k = keys[a]! % indexes;
        const first = firsts.find((f) => ids[f] === ids[k]);
        if (first === undefined) firsts.push(k);
        numbers[k] = first ?? k;
      }
    }
    start = end;
  }
  const dangling = new Map<string, number>();
  const sourceNumbers = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const source = sources[k];
    if (source === undefined || source === null) {
      sourceNumbers[k] = NO_VALUE;
      continue;
    }
    const key = String(source);
    const group = part(hashOf(key));
    let [lo, hi] = [0, n]; // the first key of the group
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (Math.floor(keys[mid]! / indexes) < group) lo = mid + 1;
      else hi = mid;
    }
    let number = -1;
    for (let a = lo; a < n && Math.floor(keys[a]! / indexes) === group; a++) {
      const k2 = keys[a]! % indexes;
      if (ids[k2] === key) {
        number = numbers[k2]!;
        break;
      }
    }
    if (number < 0) number = dangling.get(key) ?? dangling.set(key, n + dangling.size).get(key)!;
    sourceNumbers[k] = number;
  }
  return { ids: numbers, sources: sourceNumbers };
}
