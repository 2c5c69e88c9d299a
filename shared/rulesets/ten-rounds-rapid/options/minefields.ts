import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { type TrrState, type TrrUnit, troopOf } from '../state.ts';
import { mineCasualties, mineStrike, mineTest, mineTests, testsIn, MINES_RULE } from '../fire/special/mines.ts';
import { takeCasualties } from '../combat/casualties.ts';
import { applyVehicleHits, vehicleClassOf } from '../combat/vehicle-hits.ts';
import { toCm } from '../scale.ts';
import type { Minefield } from './minefield-options.ts';
import { type ClearedPath, inClearedPath } from './cleared-paths.ts';
import { theName } from '../../../engine/agreement.ts';

/** Steps a way is sampled at to measure how much of it lies in a field, inches. */
const SAMPLE_INCHES = 0.1;

const polygonOf = (state: TrrState, f: Minefield): readonly Vec[] | null => {
  const area = state.scenario.terrain.find((t) => t.id === f.areaId);
  return area?.kind === 'area' ? area.polygon : null;
};

/** Centimetres of the straight way from a to b that lie inside the polygon and outside every cleared lane. */
export function cmInside(polygon: readonly Vec[], a: Vec, b: Vec, cleared: readonly ClearedPath[] = []): number {
  const length = hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return 0;
  const steps = Math.max(1, Math.ceil(length / SAMPLE_INCHES));
  let inside = 0;
  // Midpoints of each step: a way that only touches the edge has nothing inside.
  for (let i = 0; i < steps; i++) {
    const t = (i + 0.5) / steps;
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    if (pointInPolygon(p, polygon) && !inClearedPath(cleared, p)) inside++;
  }
  return toCm((length * inside) / steps);
}

/**
 * Section 18 "Minefields": a unit that has moved from `from` (its centre) tests once per 4 cm it moved inside each
 * field it is not immune to ("Armoured targets do not test crossing an Anti-personal field … troops on foot, or cavalry
 * don't test crossing an Anti-Tank field"). A soft unit hit rolls on row 8 of the casualty table; armour takes a
 * strike 3 against its defence, each hit rolled on the AFV Hit Effects Table.
 */
export function crossMinefields(state: TrrState, u: TrrUnit, from: Vec, to: Vec, dice: Dice, events: GameEvent[]): void {
  for (const field of state.options.minefields) {
    const polygon = polygonOf(state, field);
    const vehicle = vehicleClassOf(u);
    if (!polygon || !testsIn(field.kind, vehicle !== null)) continue;
    const tests = mineTests(cmInside(polygon, from, to, state.cleared));
    const label = state.scenario.terrain.find((t) => t.id === field.areaId)?.label;
    const name = label ? theName(label) : 'the minefield';
    for (let i = 0; i < tests && u.status !== 'destroyed'; i++) {
      const test = mineTest(field.density, dice);
      events.push({ kind: 'special-rule', side: u.side, unitId: u.id, text: `${u.name} cross ${name} (test ${i + 1} of ${tests}): ${test.explanation.result}`, roll: test.explanation });
      if (!test.hit) continue;
      if (vehicle) {
        const strike = mineStrike(troopOf(u).defence ?? 0, dice);
        events.push({ kind: 'vehicle', side: u.side, unitId: u.id, text: `The mine strikes ${u.name}: ${strike.explanation.result}`, roll: strike.explanation });
        applyVehicleHits(u, vehicle, strike.hits, { kind: 'direct', weapon: 'gun', kAmmunition: false }, dice, events);
        continue;
      }
      const c = mineCasualties(dice);
      for (const r of c.rolls) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name} in ${name}: ${r.explanation.result}`, roll: { ...r.explanation, rule: MINES_RULE } });
      takeCasualties(u, c.casualties, dice, events);
    }
  }
}
