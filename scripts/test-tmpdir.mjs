/** Where `npm test` keeps the tests' temporary files: in memory when the machine has room (Node builtins only). */
import { chmodSync, mkdtempSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The memory-backed file system Linux mounts for every process (tmpfs), when it exists. */
const MEMORY_FS = '/dev/shm';

/** statfs(2)'s file-system type of tmpfs. */
const TMPFS_MAGIC = 0x01021994;

/** Free space the memory file system must have to be used: a few PGlite directories and Chromium profiles at once. */
const ROOM_NEEDED = 2 * 1024 ** 3;

/**
 * A fresh folder for the tests' temporary files (PGlite data directories, Chromium profiles, the server's test
 * PostgreSQL cluster), on the memory file system when it is one and has 2 GiB free, else in the system's temp
 * folder. On our ext4 disk, creating and deleting the 971 files of one fresh PGlite data directory cost 0.8 CPU-s;
 * in memory 0.08 (the server's Vitest project: 173 -> 152 CPU-s). The caller sets it as TMPDIR for the runners and
 * removes it.
 */
export function testTmpdir() {
  let free = 0;
  try {
    const stats = statfsSync(MEMORY_FS);
    if (stats.type === TMPFS_MAGIC) free = stats.bavail * stats.bsize;
  } catch {
    // no /dev/shm (not Linux, or a container without it): the system's temp folder
  }
  const dir = mkdtempSync(join(free >= ROOM_NEEDED ? MEMORY_FS : tmpdir(), 'intently-tests-'));
  // Open to every user and sticky, as the system's temp folder is: as root, the tests run PostgreSQL as `postgres`.
  chmodSync(dir, 0o1777);
  return dir;
}
