// `node probe.mjs '<JSON list of flag lists>'` (bundled by pack.sh from this file): launches $CHROMIUM_PATH with each
// flag list in turn and prints the WebGL renderer it got and how chrome://gpu says the compositor draws; prints
// `CHOSEN <flags>` for the first list drawing WebGL on a GPU (not SwiftShader or llvmpipe) with the compositor on it
// too, else for the first drawing WebGL on a GPU (with a software compositor every WebGL frame is read back to the CPU,
// which no user's Chrome does), and writes chrome://gpu's text for the chosen list to $GPU_PAGE. run.sh passes the
// chosen flags to bench:render.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { gpuReport, webglRenderer } from '../gpu-info';

const base = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const onGpu: { flags: string[]; text: string; hardware: boolean }[] = [];
for (const flags of JSON.parse(process.argv[2]!) as string[][]) {
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: [...base, ...flags] });
    const page = await browser.newPage();
    const renderer = await page.evaluate(webglRenderer);
    const { text, compositing } = await gpuReport(page);
    console.log('RENDERER', JSON.stringify(flags), '=>', renderer, '; compositing:', compositing);
    await browser.close();
    if (!/SwiftShader|llvmpipe|no WebGL/i.test(renderer))
      onGpu.push({ flags, text, hardware: compositing.startsWith('Hardware accelerated') });
  } catch (error) {
    console.log('FAILED', JSON.stringify(flags), String(error).slice(0, 800));
  }
}
const chosen = onGpu.find((probe) => probe.hardware) ?? onGpu[0];
if (!chosen) process.exit(3);
if (process.env.GPU_PAGE) writeFileSync(process.env.GPU_PAGE, chosen.text);
console.log('CHOSEN', JSON.stringify(chosen.flags));
