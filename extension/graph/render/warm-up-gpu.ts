import { Container, Graphics, Mesh, MeshGeometry, ParticleContainer, Text, Texture, type WebGLRenderer } from 'pixi.js';
import { centredParticle } from './centred-particle';
import { AXIS_COLOR, AXIS_LABEL_STYLE } from './draw-timeline-axis';
import { LINK_COLORS } from './link-meshes';
import { quadIndices, writeLinkQuad } from '../geometry/link-quads';
import { submitNow } from './submit-now';

/**
 * Draws a disc particle, a link mesh, a line and a label once and submits them, so the GPU compiles
 * their shaders and pipelines now, while the page reads its data (software GL compiles at first draw).
 * They are drawn on the canvas itself, while it is 1×1 and not yet in the page (start-webgl.tsx), then cleared:
 * ANGLE's pipelines depend on the framebuffer drawn into, and warmed up in a texture the graph's first frame on
 * the canvas still compiled its own (software WebGL: that frame's present 122 → 92 ms, median of 18 first paints,
 * docs/benchmarks.md). A canvas not in the page makes no compositor frame.
 * Discs and rings share one particle shader: the ring texture given must live as long as the renderer,
 * so no destroyed texture stays bound to that shader.
 */
export function warmUpGpu(app: { renderer: WebGLRenderer }, ringTexture: Texture) {
  const discs = new ParticleContainer({
    texture: ringTexture,
    particles: [centredParticle(ringTexture, 0, 0, 1)],
    dynamicProperties: { position: false, color: false },
  });
  const positions = new Float32Array(8);
  writeLinkQuad(positions, 0, 0, 0, 10, 10);
  // Links draw as a batched mesh when a tile has few, as their own draw when it has many: both are compiled.
  const links = (['batch', 'no-batch'] as const).map((batchMode) => {
    const geometry = new MeshGeometry({ positions, uvs: new Float32Array(8), indices: quadIndices(1) });
    geometry.batchMode = batchMode;
    return new Mesh({ geometry, texture: Texture.WHITE, tint: LINK_COLORS[0] });
  });
  const line = new Graphics().moveTo(0, 0).lineTo(10, 0).stroke({ width: 2, color: AXIS_COLOR });
  const label = new Text({ text: '1', style: AXIS_LABEL_STYLE });
  discs.update();
  const parts = [line, ...links, discs, label];
  const scene = new Container();
  scene.addChild(...parts);
  app.renderer.render({ container: scene });
  app.renderer.clear(); // transparent again, should the canvas be shown before the graph's first frame
  submitNow(app.renderer.gl);
  const geometries = links.map((mesh) => mesh.geometry);
  for (const part of parts) part.destroy();
  scene.destroy();
  for (const geometry of geometries) geometry.destroy(true);
}
