import { describe, expect, it } from 'vitest';
import { CameraController, type CameraRigHandle } from './camera-controller.svelte.ts';
import type { CameraMotion } from './camera-math.ts';

function fakeRig() {
  const calls: string[] = [];
  const rig: CameraRigHandle = {
    move: (m: CameraMotion) => calls.push(m),
    focus: (p) => calls.push(`focus ${p.join(',')}`),
    reset: () => calls.push('reset'),
    hold: (held) => calls.push(held ? 'hold' : 'let go'),
  };
  return { rig, calls };
}

const key = (k: string) => ({ key: k, preventDefault: () => undefined }) as unknown as KeyboardEvent;

describe('camera controller', () => {
  it('turns keys into camera moves on the attached rig', () => {
    const c = new CameraController();
    const { rig, calls } = fakeRig();
    c.attach(rig);
    expect(c.handleKey(key('w'))).toBe(true);
    expect(c.handleKey(key('r'))).toBe(true);
    expect(c.handleKey(key('x'))).toBe(false);
    expect(calls).toEqual(['pan-forward', 'reset']);
  });

  it('holds the camera still for the mouse and lets it go, on the attached rig', () => {
    const c = new CameraController();
    c.hold(true);
    const { rig, calls } = fakeRig();
    c.attach(rig);
    c.hold(true);
    c.hold(false);
    expect(calls).toEqual(['hold', 'let go']);
  });

  it('toggles top-down mode with T', () => {
    const c = new CameraController();
    c.handleKey(key('t'));
    expect(c.mode).toBe('top');
    c.handleKey(key('T'));
    expect(c.mode).toBe('orbit');
  });

  it('focuses on the selected unit with F, and does nothing without one', () => {
    const c = new CameraController();
    const { rig, calls } = fakeRig();
    c.attach(rig);
    c.handleKey(key('f'));
    expect(calls).toEqual([]);
    c.provideSelection(() => [1, 2, 3]);
    c.handleKey(key('f'));
    expect(calls).toEqual(['focus 1,2,3']);
  });

  it('stops driving a rig once it detaches', () => {
    const c = new CameraController();
    const { rig, calls } = fakeRig();
    const detach = c.attach(rig);
    detach();
    c.handleKey(key('w'));
    expect(calls).toEqual([]);
  });
});
