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
 * Strings numbered for the core, which only tells them apart: string k gets k, or the number of the first string
 * equal to it. Equal strings are found by sorting, not in a hash table: each string's hash and index packed in one
 * float, the floats sorted natively, equal hashes next to each other and their strings compared. A month's million
 * visit ids took 0.6-1.1 s in an open-addressing table in the graph page's worker, where each insert missed the
 * processor's cache; sorted, the month's columns take 0.8-1.2 s in all there, against 1.4-2.2 s
 * (docs/benchmarks.md). Most hashes are a group of their own, which takes its number without a list of the group's
 * distinct strings (a million ids under Node: 260-272 → 205-214 ms). `find` answers the number of a string equal to
 * `key`, or -1.
 */
function numberStrings(strings: readonly string[]): { numbers: Uint32Array; find(key: string): number } {
  const n = strings.length;
  const indexBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const hashBits = Math.min(32, 52 - indexBits); // hash and index fit a float's 53-bit integers
  const indexes = 2 ** indexBits;
  const part = (key: string) => Math.floor(hashOf(key) / 2 ** (32 - hashBits));
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) keys[k] = part(strings[k]!) * indexes + k;
  keys.sort();
  const numbers = new Uint32Array(n);
  for (let start = 0; start < n;) {
    const group = Math.floor(keys[start]! / indexes);
    let end = start + 1;
    while (end < n && Math.floor(keys[end]! / indexes) === group) end++;
    if (end - start === 1) {
      const k = keys[start]! % indexes;
      numbers[k] = k;
      start = end;
      continue;
    }
    // The group's distinct strings, each with its first index (the group is sorted by index).
    const firsts: number[] = [];
    for (let a = start; a < end; a++) {
      const k = keys[a]! % indexes;
      const first = firsts.find((f) => strings[f] === strings[k]);
      if (first === undefined) firsts.push(k);
      numbers[k] = first ?? k;
    }
    start = end;
  }
  const find = (key: string) => {
    const group = part(key);
    let [lo, hi] = [0, n]; // the group's first key
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (Math.floor(keys[mid]! / indexes) < group) lo = mid + 1;
      else hi = mid;
    }
    for (let a = lo; a < n && Math.floor(keys[a]! / indexes) === group; a++) {
      const k = keys[a]! % indexes;
      if (strings[k] === key) return numbers[k]!;
    }
    return -1;
  };
  return { numbers, find };
}

/**
 * Visit ids and sources numbered for the core: ids as numberStrings numbers them; a source gets the number of the
 * visit whose id it names, or, naming none, a number from `ids.length` up that no visit has (the same for the same
 * name; the core counts it as dangling); none is NO_VALUE.
 */
export function numberIds(
  ids: readonly string[],
  sources: readonly (string | null | undefined)[],
): { ids: Uint32Array; sources: Uint32Array } {
  const n = ids.length;
  const { numbers, find } = numberStrings(ids);
  const dangling = new Map<string, number>();
  const sourceNumbers = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    const source = sources[k];
    if (source === undefined || source === null) {
      sourceNumbers[k] = NO_VALUE;
      continue;
    }
    const key = String(source);
    const found = find(key);
    sourceNumbers[k] = found >= 0 ? found : (dangling.get(key) ?? dangling.set(key, n + dangling.size).get(key)!);
  }
  return { ids: numbers, sources: sourceNumbers };
}
