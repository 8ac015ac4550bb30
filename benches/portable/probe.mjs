/* global document -- the callbacks of page.evaluate run in the page */
// `node probe.mjs '<JSON list of flag lists>'`: launches $CHROMIUM_PATH with each flag list in turn and prints the WebGL
// renderer it got and how chrome://gpu says the compositor draws; prints `CHOSEN <flags>` for the first list drawing
// WebGL on a GPU (not SwiftShader or llvmpipe) with the compositor on it too, else for the first drawing WebGL on a GPU
// (with a software compositor every WebGL frame is read back to the CPU, which no user's Chrome does), and writes
// chrome://gpu's text for the chosen list to $GPU_PAGE. run.sh passes the chosen flags to bench:render.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const onGpu = [];
for (const flags of JSON.parse(process.argv[2])) {
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: [...base, ...flags] });
    const page = await browser.newPage();
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : 'no WebGL 2';
    });
    await page.goto('chrome://gpu');
    await page.waitForTimeout(1500);
    // chrome://gpu draws its report in a shadow root.
    const gpuPage = await page.evaluate(
      () => document.querySelector('info-view')?.shadowRoot?.textContent ?? document.body.innerText,
    );
    const compositing = /Compositing:\s*([^*\n]*)/.exec(gpuPage)?.[1]?.trim() ?? 'unknown';
    console.log('RENDERER', JSON.stringify(flags), '=>', renderer, '; compositing:', compositing);
    await browser.close();
    if (!/SwiftShader|llvmpipe|no WebGL/i.test(renderer)) {
      onGpu.push({ flags, gpuPage, hardware: /^Hardware accelerated/.test(compositing) });
    }
  } catch (error) {
    console.log('FAILED', JSON.stringify(flags), String(error).slice(0, 800));
  }
}
const chosen = onGpu.find((probe) => probe.hardware) ?? onGpu[0];
if (!chosen) process.exit(3);
if (process.env.GPU_PAGE) writeFileSync(process.env.GPU_PAGE, chosen.gpuPage);
console.log('CHOSEN', JSON.stringify(chosen.flags));
