import type { CameraMotion } from './camera-math.ts';

export type CameraAction = CameraMotion | 'toggle-top' | 'focus-selected' | 'reset';

export interface CameraKeyBinding {
  action: CameraAction;
  /** `KeyboardEvent.key` values; letters match either case. */
  keys: readonly string[];
  /** What the shell shows in its list of keys. */
  label: string;
}

/** The camera's keys, as data the shell can list in its help. */
export const CAMERA_KEY_BINDINGS: readonly CameraKeyBinding[] = [
  { action: 'pan-forward', keys: ['w', 'ArrowUp'], label: 'Pan forward' },
  { action: 'pan-back', keys: ['s', 'ArrowDown'], label: 'Pan back' },
  { action: 'pan-left', keys: ['a', 'ArrowLeft'], label: 'Pan left' },
  { action: 'pan-right', keys: ['d', 'ArrowRight'], label: 'Pan right' },
  { action: 'zoom-in', keys: ['+', '='], label: 'Zoom in' },
  { action: 'zoom-out', keys: ['-', '_'], label: 'Zoom out' },
  { action: 'rotate-left', keys: ['q'], label: 'Turn left' },
  { action: 'rotate-right', keys: ['e'], label: 'Turn right' },
  { action: 'toggle-top', keys: ['t'], label: 'Top-down view on or off' },
  { action: 'focus-selected', keys: ['f'], label: 'Look at the selected unit' },
  { action: 'reset', keys: ['r'], label: 'Reset the view' },
];

const byKey = new Map<string, CameraAction>();
for (const b of CAMERA_KEY_BINDINGS) for (const k of b.keys) byKey.set(k.length === 1 ? k.toLowerCase() : k, b.action);

/** The parts of a keyboard event the lookup reads. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: unknown;
}

/** Whether the key went to a text field, where letters are typing, not camera moves. */
function isTyping(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const t = target as { tagName?: unknown; isContentEditable?: unknown };
  return t.isContentEditable === true || (typeof t.tagName === 'string' && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName.toUpperCase()));
}

/** The camera action for a key press, or null when the key is not the camera's (or is being typed). */
export function cameraActionForKey(event: KeyLike): CameraAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  return byKey.get(event.key.length === 1 ? event.key.toLowerCase() : event.key) ?? null;
}
