import { describe, expect, it } from 'vitest';
import { handlePlayKey, type KeyActions } from './keyboard.ts';
import type { PlaySession } from './play-session.svelte.ts';

const key = (k: string) => ({ key: k, target: null, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }) as unknown as KeyboardEvent;

function fakes(helpOpen: boolean) {
  const calls: string[] = [];
  let open = helpOpen;
  const session = { move: { active: false }, cancel: () => calls.push('cancel') } as unknown as PlaySession;
  const actions: KeyActions = {
    openMenu: () => calls.push('menu'),
    toggleHelp: () => (open = !open),
    closeHelp: () => {
      const was = open;
      open = false;
      return was;
    },
  };
  return { session, actions, calls, isOpen: () => open };
}

describe('play keys', () => {
  it('Escape closes the keys overlay first, and cancels the plan only when nothing is open', () => {
    const f = fakes(true);
    expect(handlePlayKey(key('Escape'), f.session, f.actions)).toBe(true);
    expect(f.isOpen()).toBe(false);
    expect(f.calls).toEqual([]);
    handlePlayKey(key('Escape'), f.session, f.actions);
    expect(f.calls).toEqual(['cancel']);
  });
});
