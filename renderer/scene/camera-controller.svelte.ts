import type { CameraAction } from './camera-keys.ts';
import { cameraActionForKey } from './camera-keys.ts';
import type { CameraMode, CameraMotion } from './camera-math.ts';

/** What `<CameraRig>` lets the controller do to the camera. */
export interface CameraRigHandle {
  move(motion: CameraMotion): void;
  /** Look at a world point. */
  focus(point: [number, number, number]): void;
  reset(): void;
  /** Keeps the mouse from orbiting and panning (true) or gives it back (false). */
  hold(held: boolean): void;
}

/**
 * The shell's handle on the table camera, created once per play or editor screen and passed to
 * `<TableScene camera={…}>`. It holds the camera mode (top-down or orbit) and turns key presses into
 * camera moves: `window.addEventListener('keydown', camera.handleKey)`.
 */
export class CameraController {
  mode = $state<CameraMode>('orbit');
  #rig: CameraRigHandle | null = null;
  #selection: () => [number, number, number] | null = () => null;

  /** Called by `<CameraRig>`; returns the detach function for its cleanup. */
  attach(rig: CameraRigHandle): () => void {
    this.#rig = rig;
    return () => {
      if (this.#rig === rig) this.#rig = null;
    };
  }

  /** Called by `<TableScene>`: where the selected unit stands, for the focus key. */
  provideSelection(get: () => [number, number, number] | null): () => void {
    this.#selection = get;
    return () => {
      if (this.#selection === get) this.#selection = () => null;
    };
  }

  perform(action: CameraAction): void {
    switch (action) {
      case 'toggle-top':
        this.mode = this.mode === 'top' ? 'orbit' : 'top';
        return;
      case 'focus-selected': {
        const p = this.#selection();
        if (p) this.#rig?.focus(p);
        return;
      }
      case 'reset':
        this.#rig?.reset();
        return;
      case 'pan-forward':
      case 'pan-back':
      case 'pan-left':
      case 'pan-right':
      case 'zoom-in':
      case 'zoom-out':
      case 'rotate-left':
      case 'rotate-right':
        this.#rig?.move(action);
        return;
    }
  }

  focus(point: [number, number, number]): void {
    this.#rig?.focus(point);
  }

  /**
   * Holds the camera still under the mouse while the pointer holds something on the table (a unit being dragged),
   * or lets it go. Set at once, not on the next update: a press holds the camera before the camera hears it.
   */
  hold(held: boolean): void {
    this.#rig?.hold(held);
  }

  /** A keydown listener: performs the camera action for the key, if any, and reports whether it did. */
  handleKey = (event: KeyboardEvent): boolean => {
    const action = cameraActionForKey(event);
    if (!action) return false;
    event.preventDefault();
    this.perform(action);
    return true;
  };
}
