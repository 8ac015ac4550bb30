/** The one WebGL extension the graph's renderer is offered: Pixi's way to handle a lost context. */
const KEPT_EXTENSIONS = new Set(['WEBGL_lose_context']);

/**
 * The canvas's WebGL 2 context, with the attributes Pixi's context system asks for (transparent, premultiplied
 * alpha, stencil, no multisampling: a multisampled drawing buffer made the view's start 60 ms slower in software),
 * answering Pixi's `getExtension` only for KEPT_EXTENSIONS. Pixi asks for a dozen at start (compressed texture
 * formats, float colour buffers, anisotropic filtering: each optional to it, none used by the graph), and each one
 * Chromium enables is a synchronous call to the GPU process, 8.3 ms of the main thread on an H200 and 11-19 ms in
 * software, on the way to the first frame. Null where WebGL 2 is missing: Pixi then makes a WebGL 1 context of its
 * own, which needs some of those extensions to draw at all.
 */
function graphContext(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  const gl = canvas.getContext('webgl2', { alpha: true, antialias: false, premultipliedAlpha: true, stencil: true });
  if (!gl) return null;
  const getExtension = gl.getExtension.bind(gl);
  gl.getExtension = ((name: string) => (KEPT_EXTENSIONS.has(name) ? getExtension(name) : null)) as typeof getExtension;
  return gl;
}

let made: { canvas: HTMLCanvasElement; context: WebGL2RenderingContext | null } | undefined;

/**
 * The graph's canvas and its WebGL 2 context (graphContext), made once: the graph page's entry makes them while Pixi's
 * code still loads (a context's start is 14-16 ms of the main thread on an H200), and startWebGL gives them to Pixi.
 */
export function graphCanvas(): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext | null } {
  if (!made) {
    const canvas = document.createElement('canvas');
    made = { canvas, context: graphContext(canvas) };
  }
  return made;
}
