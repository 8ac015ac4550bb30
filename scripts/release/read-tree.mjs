/** Reading what the release checks: a built folder's files and the extension's source. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every file below a folder: relative path (`/`-separated) -> bytes. */
export function readTree(dir) {
  const files = {};
  for (const path of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = join(dir, path);
    if (statSync(full).isFile()) files[path.split(sep).join('/')] = new Uint8Array(readFileSync(full));
  }
  return files;
}

/** The extension's source (extension/ below `root`, TypeScript, tests left out): path -> text. */
export function readExtensionSources(root) {
  const sources = {};
  for (const [path, bytes] of Object.entries(readTree(join(root, 'extension'))))
    if (/\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
      sources[`extension/${path}`] = new TextDecoder().decode(bytes);
  return sources;
}
