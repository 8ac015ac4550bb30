/**
 * `npm run clips [-- id ...]`: records the site's demo clips (site/public/clips/*.webm) from the real product.
 * Drives the product extension (`npm run build`; WXT_OUT_DIR moves it) in Debian's Chromium on local stand-in
 * pages, lets Playwright record the tab, then cuts and encodes every clip with Debian's ffmpeg to VP9 WebM.
 * Fails if a clip the site references has no scene, or if any clip is 1 MB or larger.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ALL_CLIP_SOURCES } from '../site/src/sections/showcase-copy';
import { BUILDS } from './builds.mjs';

/** The size every clip must stay under (SPEC: short clips, each under 1 MB). */
const MAX_BYTES = 1024 * 1024;
const PUBLIC_DIR = resolve('site/public');

/** The ffmpeg on PATH, or a clear failure naming the install command. */
function findFfmpeg(): string {
  const found = spawnSync('sh', ['-c', 'command -v ffmpeg'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('ffmpeg is needed to record and encode the clips: apt-get install ffmpeg');
  return found;
}

/**
 * Playwright records video with its own ffmpeg build, which this offline machine cannot download: a private
 * registry folder whose ffmpeg is Debian's stands in for it. Must run before Playwright is loaded.
 */
async function useSystemFfmpegForPlaywright(ffmpeg: string): Promise<string> {
  const browsers = JSON.parse(await readFile(resolve('node_modules/playwright-core/browsers.json'), 'utf8')) as {
    browsers: { name: string; revision: string }[];
  };
  const revision = browsers.browsers.find((b) => b.name === 'ffmpeg')?.revision;
  if (!revision) throw new Error('playwright-core/browsers.json names no ffmpeg revision.');
  const registry = await mkdtemp(join(tmpdir(), 'intently-pw-registry-'));
  await mkdir(join(registry, `ffmpeg-${revision}`));
  await symlink(ffmpeg, join(registry, `ffmpeg-${revision}`, 'ffmpeg-linux'));
  process.env.PLAYWRIGHT_BROWSERS_PATH = registry;
  return registry;
}

/** Runs ffmpeg or ffprobe and fails with its error output. */
function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

async function main(): Promise<void> {
  const ffmpeg = findFfmpeg();
  const registry = await useSystemFfmpegForPlaywright(ffmpeg);
  process.env.WXT_OUT_DIR ??= dirname(BUILDS.product.extension); // the clips show the product, not the test build
  const { EXTENSION_DIR } = await import('../tests/fixtures/extension');
  const { SCENES, recordScene } = await import('./clip-scenes');
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension at ${EXTENSION_DIR}: run \`npm run build\` first (WXT_OUT_DIR moves it).`);
  }

  const clips = ALL_CLIP_SOURCES.map((src) => ({ id: /([^/]+)\.webm$/.exec(src)![1]!, out: join(PUBLIC_DIR, src) }));
  const missing = clips.filter((c) => !SCENES[c.id]).map((c) => c.id);
  if (missing.length) throw new Error(`The site references clips with no scene: ${missing.join(', ')}`);
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((id) => !clips.some((c) => c.id === id));
  if (unknown.length)
    throw new Error(`Unknown clip ids: ${unknown.join(', ')} (known: ${clips.map((c) => c.id).join(', ')})`);

  const videoDir = await mkdtemp(join(tmpdir(), 'intently-clip-videos-'));
  const oversize: string[] = [];
  try {
    for (const clip of clips.filter((c) => !wanted.length || wanted.includes(c.id))) {
      console.error(`Recording ${clip.id}…`);
      // A busy machine can miss a wait in a scene: one more take before giving up.
      const shot = await recordScene(SCENES[clip.id]!, videoDir).catch((error: unknown) => {
        console.error(
          `Take 1 of ${clip.id} failed (${error instanceof Error ? error.message.split('\n')[0] : error}); recording it again.`,
        );
        return recordScene(SCENES[clip.id]!, videoDir);
      });
      await mkdir(join(clip.out, '..'), { recursive: true });
      run(ffmpeg, [
        '-y',
        '-loglevel',
        'error',
        '-ss',
        ((shot.from - shot.pageStart) / 1000).toFixed(2),
        '-t',
        ((shot.to - shot.from) / 1000).toFixed(2),
        '-i',
        await shot.page.video()!.path(),
        '-vf',
        'fps=25',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '40',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-row-mt',
        '1',
        '-threads',
        '2',
        '-an',
        clip.out,
      ]);
      const { size } = await stat(clip.out);
      const seconds = Number(
        run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', clip.out]),
      );
      console.log(
        `${clip.id.padEnd(9)} ${seconds.toFixed(1).padStart(5)} s  ${(size / 1024).toFixed(0).padStart(5)} KB  ${clip.out}`,
      );
      if (size >= MAX_BYTES) oversize.push(`${clip.id} (${(size / 1024).toFixed(0)} KB)`);
    }
  } finally {
    await rm(videoDir, { recursive: true, force: true });
    await rm(registry, { recursive: true, force: true });
  }
  if (oversize.length)
    throw new Error(`Clips of 1 MB or more (shorten the scene or lower CLIP_SIZE): ${oversize.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
