import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { rollHitEffects } from './armour/hit-effects.ts';
import { applyHitEffect, freshVehicle } from './armour/damage.ts';
import { resolveArmourFire } from './armour/strike.ts';
import { rollCasualties } from './casualty-table.ts';
import { fireSpread, flameSetsFire } from './close/flame.ts';
import { rollSpecialistCasualties } from './effects/specialists.ts';
import { heToHit } from './he/he-fire.ts';
import { armourUnderFire, gasDrift } from './indirect/effects.ts';
import { counterBatteryDuel, locateBattery } from './indirect/counter-battery.ts';
import { requestFire } from './indirect/request.ts';
import { rollScatter } from './indirect/scatter.ts';
import { FIRE_LOOKUPS } from './lookups.ts';
import { rollCrash } from './special/anti-aircraft.ts';
import { rollBombing } from './special/bombing.ts';
import { mineTest } from './special/mines.ts';
import type { RollExplanation } from '../../../engine/events.ts';

describe('every roll names a table `tachanka rules ten-rounds-rapid` can look up', () => {
  it('for each procedure that rolls', () => {
    const d = (...v: number[]) => forcedDice(v);
    const unwrap = <T>(r: { ok: true; value: T } | { ok: false }): T => { if (!r.ok) throw new Error('refused'); return r.value; };
    const scatter = rollScatter({ observed: true, earlierTurns: 0, lineOfFire: 0 }, d(3, 2));
    const bombing = rollBombing('low', 0, d(5, 2));
    const duel = counterBatteryDuel(false, d(5, 2));
    const rolls: RollExplanation[] = [
      ...rollCasualties(3, d(9)).rolls.map((r) => r.explanation),
      ...rollSpecialistCasualties(1, { specialists: [{ id: 'a', kind: 'officer', name: 'A' }, { id: 'b', kind: 'lmg', name: 'B' }], figuresLost: 0, cadreStiffened: false }, d(10, 1)).flatMap((r) => [r.explanation, r.pick!]),
      unwrap(heToHit('gun', 20, false, false, d(5))).explanation,
      unwrap(resolveArmourFire({ weapon: 'gun', calibreMm: 76, rangeCm: 20, defence: 2, firerMoving: false, targetMoving: false, concealment: 'none', camouflaged: false }, d(5))).explanation,
      rollHitEffects(1, { vehicle: 'tank', russianArmouredCar: false, openTop: false, source: { kind: 'indirect', calibreMm: 76 } }, d(5))[0]!.explanation,
      applyHitEffect('tank', freshVehicle(['a', 'b']), 'weapon', d(1)).pick!,
      flameSetsFire(d(3)).explanation, fireSpread(d(3)).explanation,
      unwrap(requestFire({ means: 'telephone', observerMoved: false, wirelessAllowed: false, targetMovingOver6cm: false, fireBetween: false }, d(5))).explanation,
      scatter.explanation, scatter.distance!, armourUnderFire(d(5)).explanation, gasDrift(d(5)).explanation,
      locateBattery({ airObserver: false, turnsFiredFromHere: 0 }, d(5)).explanation, duel.firer, duel.target,
      mineTest(5, d(5)).explanation, rollCrash(d(5)).explanation, bombing.explanation, bombing.distance!,
    ];
    const ids = new Set(FIRE_LOOKUPS.map((t) => t.id));
    for (const r of rolls) expect(ids, `${r.table} (${r.rule})`).toContain(r.table);
  });
});
