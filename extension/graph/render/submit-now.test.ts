import { describe, expect, it } from 'vitest';
import { submitNow } from './submit-now';

/** A context that records the calls submitNow makes, with fences (WebGL 2) or without (WebGL 1). */
function recordingContext(fences: boolean) {
  const calls: string[] = [];
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    flush: () => calls.push('flush'),
    ...(fences && {
      fenceSync: (condition: number) => (calls.push(`fenceSync ${condition.toString(16)}`), { fence: true }),
      deleteSync: () => calls.push('deleteSync'),
    }),
  };
  return { gl: gl as unknown as WebGL2RenderingContext, calls };
}

describe('submitNow', () => {
  it('fences the commands so far, flushes, and frees the fence without waiting on it (WebGL 2)', () => {
    const { gl, calls } = recordingContext(true);
    submitNow(gl);
    expect(calls).toEqual(['fenceSync 9117', 'flush', 'deleteSync']);
  });

  it('only flushes on WebGL 1, which has no fences', () => {
    const { gl, calls } = recordingContext(false);
    submitNow(gl);
    expect(calls).toEqual(['flush']);
  });

  it('does nothing without a WebGL context', () => {
    expect(() => submitNow(undefined)).not.toThrow();
  });
});
