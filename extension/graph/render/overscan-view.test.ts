import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Bounds } from '../geometry/spatial-grid';
import { OverscanView } from './overscan-view';

/** A stand-in Pixi application and world that record what the view does, with animation frames run by hand. */
function setup(drawable = { now: true }) {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
  const app = {
    canvas: { style: {} as Record<string, string> },
    renderer: { resize: vi.fn() },
    render: vi.fn(),
    screen: { width: 0, height: 0 },
  };
  app.renderer.resize.mockImplementation((width: number, height: number) =>
    Object.assign(app.screen, { width, height }),
  );
  const world = { destroyed: false, position: { set: vi.fn() }, scale: { set: vi.fn() } };
  const shown: Bounds[] = [];
  const view = new OverscanView(app as never, world as never, (bounds) => {
    shown.push(bounds);
    return drawable.now;
  });
  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));
  return { app, world, shown, view, runFrames };
}

describe('OverscanView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sizes the canvas as the view and 256 px around it', () => {
    expect(OverscanView.canvasSizeFor({ width: 800, height: 600 })).toEqual({ width: 1312, height: 1112 });
  });

  it('allocates the drawing buffer only when the size changes, and never for an empty view', () => {
    const { app, view } = setup();
    view.resize(800, 600);
    view.resize(800, 600);
    view.resize(0, 600);
    expect(app.renderer.resize.mock.calls).toEqual([[1312, 1112]]);
  });

  it('draws one frame for everything that changed before it, showing the world the canvas covers', () => {
    const { app, world, shown, view, runFrames } = setup();
    view.resize(800, 600);
    view.setTransform({ x: 100, y: 50, scale: 2 });
    view.invalidate();
    runFrames();
    expect(app.render).toHaveBeenCalledTimes(1);
    expect(world.position.set).toHaveBeenCalledWith(356, 306);
    expect(world.scale.set).toHaveBeenCalledWith(2);
    expect(shown).toEqual([{ minX: -178, minY: -153, maxX: 478, maxY: 403 }]);
    expect(app.canvas.style.transform).toBe('translate(-256px, -256px)');
  });

  it.each([
    ['a pan within the overscan only moves the canvas', { x: 200, y: -50, scale: 1 }, 0, 'translate(-56px, -306px)'],
    ['a pan past the overscan draws a frame', { x: 300, y: 0, scale: 1 }, 1, 'translate(-256px, -256px)'],
    ['a zoom draws a frame', { x: 0, y: 0, scale: 1.5 }, 1, 'translate(-256px, -256px)'],
  ])('%s', (_name, transform, frames, placed) => {
    const { app, view, runFrames } = setup();
    view.resize(800, 600);
    runFrames();
    app.render.mockClear();
    view.setTransform(transform);
    runFrames();
    expect(app.render).toHaveBeenCalledTimes(frames);
    expect(app.canvas.style.transform).toBe(placed);
  });

  it('draws no frame while there is nothing to draw, and draws the first one once there is', () => {
    const drawable = { now: false };
    const { app, view, runFrames } = setup(drawable);
    view.resize(800, 600);
    runFrames();
    expect(app.render).not.toHaveBeenCalled();
    expect(app.canvas.style.transform).toBeUndefined();
    drawable.now = true;
    view.invalidate();
    runFrames();
    expect(app.render).toHaveBeenCalledTimes(1);
    expect(app.canvas.style.transform).toBe('translate(-256px, -256px)');
  });

  it('draws nothing once the world is destroyed', () => {
    const { app, world, view, runFrames } = setup();
    view.resize(800, 600);
    world.destroyed = true;
    runFrames();
    expect(app.render).not.toHaveBeenCalled();
  });
});
