/**
 * Makes the GPU run what was drawn so far, in the background. A plain flush is not enough: Chromium's
 * Vulkan-backed WebGL (ANGLE) only records the commands, and they ran (compiling their pipelines, ~100 ms
 * on software GL) when the first visible frame was read back; a fence forces the submission. In traces of
 * a 10k-visit first paint, the first frame's GPU work went from 130-157 ms to 28-63 ms.
 */
export function submitNow(gl: WebGLRenderingContext | WebGL2RenderingContext | undefined) {
  if (!gl) return;
  if (!('fenceSync' in gl)) return gl.flush(); // WebGL 1 has no fences
  const fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  gl.flush();
  if (fence) gl.deleteSync(fence);
}
