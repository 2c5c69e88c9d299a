import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../../engine/dice.ts';
import { tenRoundsRapid as trr } from '../index.ts';
import { area, company, trrScenario } from '../test-fixtures.ts';
import { checkScenario } from '../check-scenario.ts';

/**
 * Random legal play on a small field with every rule of this folder's options in it: aircraft on both sides, a Blue
 * flame-thrower close to a Red outpost, snipers, a minefield before the Red line, logistics. Every offered choice must be
 * accepted, and figures never go negative; over the seeds each new action is taken.
 */
const scenario = trrScenario(
  [company('r1', 'red-rifles', 10, 8, { specialists: ['officer'] }), company('r2', 'red-rifles', 30, 8), { id: 'rs', troopType: 'red-sniper', x: 20, y: 10 }, company('outpost', 'red-rifles', 40, 30)],
  [company('b', 'blue-rifles', 40, 31.5, { specialists: ['flamethrower'] }), company('w', 'white-rifles', 10, 32), { id: 'ws', troopType: 'white-sniper', x: 20, y: 30 }, { id: 'gun', troopType: 'white-field-gun', x: 25, y: 34 }],
  [area('mf', 'fields', 0, 12, 60, 20)],
  { turnLimit: 4, ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'scout', 'aircraftFlights.white': 2, 'aircraft.red': 'light-bomber', snipers: true, logistics: true, 'minefield.mf': 3 } } },
);

describe('the optional rules of section 17 and 18 in random legal play', () => {
  it('is a valid scenario', () => {
    expect(checkScenario(scenario).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('every offered choice is accepted over 40 seeds, figures never go negative, and each new action is taken', () => {
    const taken = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      let game = startGame(trr, scenario, seed).state;
      const picker = new SeededDice(rngFromSeed(seed * 31 + 7));
      for (let steps = 0; !trr.outcome(game.game) && steps < 3000; steps++) {
        const options = trr.options(game.game);
        // Lean toward the new actions so a few dozen games reach them all.
        const special = options.filter((c) => ['flame', 'clear-mines', 'resupply'].includes(c.action.type) || (c.action.type === 'air' && c.action.targetId !== null));
        const pool = special.length > 0 && picker.d(2) === 1 ? special : options;
        const choice = pool[picker.d(pool.length) - 1]!;
        const next = applyAction(trr, game, choice.action);
        if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
        taken.add(choice.action.type);
        for (const u of next.value.state.game.units) if (u.figures < 0) throw new Error(`seed ${seed}: ${u.id} has ${u.figures} figures`);
        game = next.value.state;
      }
      expect(trr.outcome(game.game)).not.toBeNull();
    }
    for (const t of ['air', 'flame', 'clear-mines', 'resupply']) expect(taken).toContain(t);
  }, 300_000);
});
