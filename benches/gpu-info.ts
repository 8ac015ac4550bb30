import type { Page } from '@playwright/test';

/** In the page: the WebGL renderer's name (the GPU's, or SwiftShader for software WebGL), or 'no WebGL 2'. */
export function webglRenderer(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return 'no WebGL 2';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

/**
 * chrome://gpu's report as text, opened in `page` (it draws the report in a shadow root, after asking the GPU
 * process), and how it says the compositor draws: "Hardware accelerated", or "Software only", where each WebGL frame
 * is read back to the CPU first; 'unknown' when the report did not come within 10 s.
 */
export async function gpuReport(page: Page): Promise<{ text: string; compositing: string }> {
  await page.goto('chrome://gpu');
  const text = await page
    .waitForFunction(
      () => {
        const report = document.querySelector('info-view')?.shadowRoot?.textContent ?? '';
        return /Compositing:\s*[^*\n]+/.test(report) && report;
      },
      undefined,
      { timeout: 10_000 },
    )
    .then((found) => found.jsonValue() as Promise<string>)
    .catch(() => '');
  return { text, compositing: /Compositing:\s*([^*\n]+)/.exec(text)?.[1]?.trim() ?? 'unknown' };
}
