/** Three-way merge of a note edited on two devices: nothing typed on either device is dropped. Pure. */
import { diff3Merge } from 'node-diff3';

/** The line that separates this device's text from the other device's where both changed the same lines. */
export const OTHER_DEVICE_MARK = '──── edited on another device ────';

/** A merged note: its text, and whether both devices changed the same lines (both kept, one after the other). */
export interface MergedNote {
  text: string;
  conflict: boolean;
}

/**
 * Merges `local` and `remote`, both edited from `base` (the text both last agreed on), line by line: a change
 * made on one side only is taken; where both changed the same lines, this device's lines come first, then
 * OTHER_DEVICE_MARK, then the other device's lines, so the user sees both and keeps what they want.
 */
export function mergeNote(base: string, local: string, remote: string): MergedNote {
  if (local === remote || remote === base) return { text: local, conflict: false };
  if (local === base) return { text: remote, conflict: false };
  const lines: string[] = [];
  let conflict = false;
  for (const region of diff3Merge(local.split('\n'), base.split('\n'), remote.split('\n'), {
    excludeFalseConflicts: true,
  })) {
    if (region.ok) lines.push(...region.ok);
    else if (region.conflict) {
      conflict = true;
      lines.push(...region.conflict.a, OTHER_DEVICE_MARK, ...region.conflict.b);
    }
  }
  return { text: lines.join('\n'), conflict };
}
