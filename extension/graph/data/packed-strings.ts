/** Strings packed into one: string i is `text.slice(ends[i - 1] ?? 0, ends[i])`. */
export interface PackedStrings {
  text: string;
  ends: Uint32Array;
}

/** Packs strings into one (cloned between threads as one string, not one per node). */
export function packStrings(strings: readonly string[]): PackedStrings {
  const ends = new Uint32Array(strings.length);
  let length = 0;
  for (let i = 0; i < strings.length; i++) ends[i] = length += strings[i]!.length;
  return { text: strings.join(''), ends };
}

/** String i of packed strings. */
export function packedAt(packed: PackedStrings, i: number): string {
  return packed.text.slice(i ? packed.ends[i - 1]! : 0, packed.ends[i]!);
}
