/**
 * A Vite plugin that writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the built site,
 * which the server sends to browsers that accept them (site-routes.ts, `precompressed`). Node's zlib does the
 * compressing; the plugin only walks the output folder, so no compression plugin package is needed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text formats; images, fonts and video are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes `.br` and `.gz` copies of the site's text assets once the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'intently-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
