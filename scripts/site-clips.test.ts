import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CLIP_SOURCES } from '../site/src/sections/showcase-copy';

const PUBLIC_DIR = join(import.meta.dirname, '..', 'site', 'public');
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

describe('the demo clips the site references (made by `npm run clips`)', () => {
  it('covers the showcase clips and the Watch Demo overview', () => {
    expect(ALL_CLIP_SOURCES).toHaveLength(8);
    expect(new Set(ALL_CLIP_SOURCES).size).toBe(ALL_CLIP_SOURCES.length);
  });

  it.each(ALL_CLIP_SOURCES)('%s is in site/public, under 1 MB, and a WebM file', async (src) => {
    const path = join(PUBLIC_DIR, src);
    const { size } = await stat(path);
    expect(size).toBeGreaterThan(10 * 1024);
    expect(size).toBeLessThan(1024 * 1024);
    const file = await open(path);
    try {
      const head = Buffer.alloc(4);
      await file.read(head, 0, 4, 0);
      expect([...head]).toEqual(EBML_MAGIC);
    } finally {
      await file.close();
    }
  });
});
