import { describe, expect, it } from 'vitest';
import { HOW_TO_PLAY } from './how-to-play.ts';
import readme from '../../README.md?raw';

describe('How to play', () => {
  it('covers starting a game, selecting, moving, firing, following the phases, reading a roll, undo and saving', () => {
    expect(HOW_TO_PLAY.map((s) => s.step)).toEqual(['Start a game', 'Select', 'Move', 'Fire', 'Follow the phases', 'Read a roll', 'Undo', 'Save']);
  });

  it('reads the same in README.md as in the app', () => {
    const section = readme.slice(readme.indexOf('## How to play'), readme.indexOf('## Set up'));
    HOW_TO_PLAY.forEach((s, i) => expect(section).toContain(`${i + 1}. **${s.step}.** ${s.how}`));
  });
});
