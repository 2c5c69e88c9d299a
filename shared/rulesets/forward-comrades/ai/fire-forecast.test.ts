import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';
import { resolveFire } from '../fire/fire-resolve.ts';
import { type FcState, ownStands } from '../state.ts';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import { HOLD_FIRE, fireFates, fireForecast } from './fire-forecast.ts';
import { FALL_BACK_OUT } from './hit-outcomes.ts';

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4 },
    { id: 'gun', troopType: 'red-field-gun', leader: 'rc', x: 10, y: 14 },
    { id: 'car', troopType: 'red-armoured-car', leader: 'rc', x: 50, y: 20 },
  ],
  [
    { id: 'wc', troopType: 'white-officer', x: 2, y: 46 },
    { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 30, stands: 4 },
    { id: 'woods-men', troopType: 'white-infantry', leader: 'wc', x: 8, y: 30, stands: 2, figures: 2 },
    { id: 'mgs', troopType: 'white-mg-company', leader: 'wc', x: 9.6, y: 31.2, stands: 1, figures: 2 },
    { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 50, y: 30 },
  ],
  [area('wood', 'woods', 5, 29.5, 13, 32)],
);

/** What `resolveFire` did over many rolls, for each unit it struck: destroyed, stands lost while it stayed, falling back. */
function played(shooterId: string, targetId: string, games: number): Map<string, { destroyed: number; lost: number; fallsBack: number }> {
  const seen = new Map<string, { destroyed: number; lost: number; fallsBack: number }>();
  for (let seed = 1; seed <= games; seed++) {
    const start = stateAt(scenario, 'attack-fire', 'red');
    const state: FcState = { ...start, units: start.units.map((u) => ({ ...u })), leaders: start.leaders.map((l) => ({ ...l })) };
    resolveFire(state, unitOf(state, shooterId), unitOf(state, targetId), 'direct', new SeededDice(rngFromSeed(seed)), []);
    for (const u of state.units) {
      const before = unitOf(start, u.id);
      if (u.side === unitOf(state, shooterId).side) continue;
      const s = seen.get(u.id) ?? { destroyed: 0, lost: 0, fallsBack: 0 };
      if (u.status === 'destroyed') s.destroyed += 1 / games;
      else {
        s.lost += (ownStands(before).length - ownStands(u).length) / games;
        if (u.fallingBack || u.status === 'off-table') s.fallsBack += 1 / games;
      }
      seen.set(u.id, s);
    }
  }
  return seen;
}

function expectClose(forecast: { destroyed: number; lost: number; fallsBack: number }, rolled: { destroyed: number; lost: number; fallsBack: number }) {
  expect(forecast.destroyed).toBeCloseTo(rolled.destroyed, 1);
  expect(forecast.lost).toBeCloseTo(rolled.lost, 1);
  expect(forecast.fallsBack).toBeCloseTo(rolled.fallsBack, 1);
}

describe('the fire forecast agrees with the fire rolled', () => {
  it('small arms at close range: "hits on 5-6", a figure a hit off the weakest stand, a stand lost tests morale', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    const fates = fireFates(state, unitOf(state, 'reds'), unitOf(state, 'whites'), 'direct');
    const rolled = played('reds', 'whites', 3000);
    const f = fates.get(unitOf(state, 'whites'))!;
    expect(f.lost).toBeGreaterThan(0.2);
    expectClose(f, rolled.get('whites')!);
  });

  it('a field gun\'s shells on the target in woods ("½ hits against targets in cover") and on the MG team under its square (saving throws)', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    const fates = fireFates(state, unitOf(state, 'gun'), unitOf(state, 'woods-men'), 'direct');
    const rolled = played('gun', 'woods-men', 3000);
    expect([...fates.keys()].map((u) => u.id).sort()).toEqual(['mgs', 'woods-men']);
    expectClose(fates.get(unitOf(state, 'woods-men'))!, rolled.get('woods-men')!);
    expectClose(fates.get(unitOf(state, 'mgs'))!, rolled.get('mgs')!);
    expect(fates.get(unitOf(state, 'mgs'))!.destroyed).toBeGreaterThan(0);
  });

  it('small arms do nothing to a tank: firing at it forecasts no loss', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    const forecast = fireForecast(state, unitOf(state, 'car'), unitOf(state, 'tank'), 'direct');
    expect(forecast.losses.every((l) => l.out === 0 && l.lost === 0)).toBe(true);
    expect(forecast.whole).toBe(true);
  });
});

describe('the fire forecast as the AI reads it', () => {
  it('counts a unit falling back as a share of it out of the fight, and holding fire as nothing', () => {
    const state = stateAt(scenario, 'attack-fire', 'red');
    const f = fireFates(state, unitOf(state, 'reds'), unitOf(state, 'whites'), 'direct').get(unitOf(state, 'whites'))!;
    const loss = fireForecast(state, unitOf(state, 'reds'), unitOf(state, 'whites'), 'direct').losses.find((l) => l.unitId === 'whites')!;
    const off = f.fallsBack * f.offAfter;
    expect(loss.out).toBeCloseTo(f.destroyed + off + (f.fallsBack - off) * FALL_BACK_OUT, 9);
    expect(loss.lost).toBeCloseTo(f.lost, 9);
    expect(HOLD_FIRE).toEqual({ losses: [], whole: true });
  });
});
