import { describe, expect, it } from 'vitest';
import { mergeNote, OTHER_DEVICE_MARK } from './merge-note';

describe('merging a note edited on two devices', () => {
  it.each([
    ['only this device changed it', 'a\nb', 'a\nb\nmine', 'a\nb', 'a\nb\nmine'],
    ['only the other device changed it', 'a\nb', 'a\nb', 'theirs\na\nb', 'theirs\na\nb'],
    ['both made the same change', 'a', 'a b', 'a b', 'a b'],
    ['each changed different lines', 'one\ntwo\nthree', 'ONE\ntwo\nthree', 'one\ntwo\nTHREE', 'ONE\ntwo\nTHREE'],
    ['both added to a new note', '', 'from laptop', 'from desktop', `from laptop\n${OTHER_DEVICE_MARK}\nfrom desktop`],
  ])('%s', (_case, base, local, remote, merged) => {
    expect(mergeNote(base, local, remote).text).toBe(merged);
  });

  it('keeps both texts where both devices changed the same line, and says so', () => {
    const result = mergeNote('buy milk\ncall Sam', 'buy oat milk\ncall Sam', 'buy milk and bread\ncall Sam');
    expect(result).toEqual({
      conflict: true,
      text: `buy oat milk\n${OTHER_DEVICE_MARK}\nbuy milk and bread\ncall Sam`,
    });
  });

  it("keeps the other device's text when this device emptied the note and the other edited it", () => {
    const result = mergeNote('draft', '', 'draft, finished on the phone');
    expect(result.text).toContain('draft, finished on the phone');
  });
});
