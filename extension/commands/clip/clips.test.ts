import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { addClip, listClips, MAX_CLIPS } from './clips';

const db = freshDatabases();

describe('clipboard history', () => {
  it('keeps the newest first, moves a repeated copy to the top and caps the list', async () => {
    await addClip(db.tools(), 'one', 'https://a.dev/', 1);
    await addClip(db.tools(), 'two', 'https://a.dev/', 2);
    await addClip(db.tools(), 'one', 'https://a.dev/', 3);
    expect((await listClips(db.tools())).map((c) => c.text)).toEqual(['one', 'two']);
    for (let i = 0; i < MAX_CLIPS + 5; i++) await addClip(db.tools(), `c${i}`, 'https://a.dev/', 10 + i);
    const clips = await listClips(db.tools());
    expect(clips).toHaveLength(MAX_CLIPS);
    expect(clips[0]?.text).toBe(`c${MAX_CLIPS + 4}`);
  });
});
