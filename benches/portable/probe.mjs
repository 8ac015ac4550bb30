/* global document -- the callbacks of page.evaluate run in the page */
// `node probe.mjs '<JSON list of flag lists>'`: launches $CHROMIUM_PATH with each flag list in turn and prints the WebGL
// renderer it got; prints `CHOSEN <flags>` for the first one drawing on a GPU (not SwiftShader or llvmpipe) and
// writes chrome://gpu's text for the first list to $GPU_PAGE. run.sh passes the chosen flags to bench:render.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
for (const [i, flags] of JSON.parse(process.argv[2]).entries()) {
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: [...base, ...flags] });
    const page = await browser.newPage();
    const renderer = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl2');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl ? gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) : 'no WebGL 2';
    });
    console.log('RENDERER', JSON.stringify(flags), '=>', renderer);
    if (i === 0 && process.env.GPU_PAGE) {
      await page.goto('chrome://gpu');
      await page.waitForTimeout(1500);
      writeFileSync(process.env.GPU_PAGE, await page.evaluate(() => document.body.innerText));
    }
    await browser.close();
    if (!/SwiftShader|llvmpipe|no WebGL/i.test(renderer)) {
      console.log('CHOSEN', JSON.stringify(flags));
      process.exit(0);
    }
  } catch (error) {
    console.log('FAILED', JSON.stringify(flags), String(error).slice(0, 800));
  }
}
process.exit(3);
