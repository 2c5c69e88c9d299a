import { describe, expect, it } from 'vitest';
import { briefingOf } from './briefing-words.ts';

const scenario = {
  sides: {
    red: { name: 'Reds', briefing: 'Take the station.' },
    white: { name: 'Whites', briefing: '  ' },
  },
} as never;

describe('the play screen\'s briefing', () => {
  it('gives the player his own side\'s orders and names the AI commander he faces with his temperament', () => {
    const b = briefingOf({ humanSide: 'red', scenario, aiCommanders: [{ side: 'white', words: 'Colonel Makhin: cautious' }] });
    expect(b.orders).toEqual([{ side: 'red', text: 'Take the station.' }]);
    expect(b.opponents).toEqual([{ side: 'white', words: 'Colonel Makhin: cautious' }]);
  });

  it('never shows the enemy\'s own briefing to the player, and leaves out an empty one', () => {
    const b = briefingOf({ humanSide: 'white', scenario, aiCommanders: [{ side: 'red', words: 'Commissar Frolov: bold' }] });
    expect(b.orders).toEqual([]);
  });

  it('gives both sides\' orders when the AI plays both', () => {
    const b = briefingOf({ humanSide: null, scenario, aiCommanders: [] });
    expect(b.side).toBeNull();
    expect(b.orders.map((o) => o.side)).toEqual(['red']);
  });
});
