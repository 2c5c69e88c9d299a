import { describe, expect, it } from 'vitest';
import { choiceKey, handlePlayKey, type KeyActions } from './keyboard.ts';
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

  it('takes choices 10 and up with Shift and the digit, and shows that key in the list', async () => {
    const chosen: string[] = [];
    const choices = Array.from({ length: 12 }, (_, i) => ({ label: `choice ${i + 1}`, action: { type: 'x', side: 'red' } }));
    const session = {
      move: { active: false }, isHumanDecision: true, choices: { unit: choices, general: [] },
      choose: async (c: { label: string }) => void chosen.push(c.label),
    } as unknown as PlaySession;
    const f = fakes(false);
    const shifted = (code: string, key: string) => ({ ...key2(key), code, shiftKey: true }) as unknown as KeyboardEvent;
    expect(handlePlayKey(shifted('Digit1', '!'), session, f.actions)).toBe(true);
    expect(handlePlayKey(shifted('Digit0', ')'), session, f.actions)).toBe(true);
    expect(handlePlayKey(shifted('Digit5', '%'), session, f.actions)).toBe(false);
    expect(handlePlayKey(key('3'), session, f.actions)).toBe(true);
    expect(chosen).toEqual(['choice 11', 'choice 10', 'choice 3']);
    expect([choiceKey(9), choiceKey(10), choiceKey(19), choiceKey(20)]).toEqual(['9', '\u21e70', '\u21e79', null]);
  });

  it('Space goes on after a step whatever has the focus (a roll in the log), but not in a text field', () => {
    let wentOn = 0;
    const session = { stopped: { turn: 1 }, move: { active: false }, goOn: async () => void wentOn++ } as unknown as PlaySession;
    const f = fakes(false);
    const on = (tagName: string, k = ' ') => ({ ...key2(k), target: { tagName, isContentEditable: false } }) as unknown as KeyboardEvent;
    expect(handlePlayKey(on('BUTTON'), session, f.actions)).toBe(true);
    expect(handlePlayKey(on('LI'), session, f.actions)).toBe(true);
    expect(handlePlayKey(key(' '), session, f.actions)).toBe(true);
    expect(wentOn).toBe(3);
    expect(handlePlayKey(on('INPUT'), session, f.actions)).toBe(false);
    expect(handlePlayKey(on('TEXTAREA'), session, f.actions)).toBe(false);
    // Enter on a focused button is that button's own press
    expect(handlePlayKey(on('BUTTON', 'Enter'), session, f.actions)).toBe(false);
    expect(wentOn).toBe(3);
  });
});

function key2(k: string) {
  return { key: k, target: null, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
}
