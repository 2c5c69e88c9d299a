import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { OwnedPairAnswers } from '../../../engine/state-memo.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { someSee } from '../../../geometry/sight-memo.ts';
import { type FcState, type UnitState, isArmour, kindOf, onTable, ownFigures, ownStands, troopOf } from '../state.ts';
import {
  HMG_DICE_PER_GUNNER, LMG_DICE_PER_GUNNER, RANGE_MODIFIER, RIFLEMEN_PER_DIE, SMALL_ARMS_HIT_ON, SMALL_ARMS_RANGES, VEHICLE_MG_DICE,
  halvedForCover, rangeBand, saved, smallArmsHit, type GunSize, type RangeBand,
} from '../tables/tables-fire.ts';
import { canSee, standsInCover, terrainOf } from '../movement/terrain.ts';
import { unitDistance } from '../movement/stands.ts';
import { heroicLeaderOf } from '../morale/morale.ts';
import { heroicBonus, type Character } from '../tables/tables-command.ts';
import { counted } from '../../../engine/agreement.ts';
import { modifierWords } from './modifier-words.ts';

const RULE = 'Forward Comrades: Firing';

export interface SmallArm { label: string; dice: number; ranges: 'rifle' | 'hmg' }
export interface Gun { label: string; size: GunSize; crew: number }
export interface FireProfile { smallArms: SmallArm[]; guns: Gun[] }

/**
 * What a unit fires with: riflemen (one D6 for every two, README), "Light Machine guns roll 2 D6 per gunner", "Heavy
 * Machine guns roll 3 D6 per gunner", "MG on tank/arm. car/train roll 3 D6 per MG", and the guns of gun sections,
 * trains, ships and attached light guns. Mounted cavalry do not fire; dismounted, the horse holders do not.
 */
export function fireProfile(unit: UnitState): FireProfile {
  const troop = troopOf(unit);
  const smallArms: SmallArm[] = [];
  const guns: Gun[] = [];
  const kind = troop.kind;
  if (kind === 'infantry' || (kind === 'cavalry' && !unit.mounted)) {
    const own = ownStands(unit);
    const firing = kind === 'cavalry' ? own.slice(0, Math.max(0, own.length - 1)) : own;
    const men = firing.reduce((a, s) => a + s.figures, 0);
    if (men > 0) smallArms.push({ label: `${men} riflemen`, dice: Math.ceil(men / RIFLEMEN_PER_DIE), ranges: 'rifle' });
  }
  if (kind === 'mg') {
    const gunners = ownFigures(unit);
    if (gunners > 0) smallArms.push({ label: `${gunners} machine-gunners`, dice: gunners * HMG_DICE_PER_GUNNER, ranges: 'hmg' });
  }
  if (kind === 'gun' && unit.stands[0]) guns.push({ label: troop.name, size: troop.gun!, crew: unit.stands[0].figures });
  if (isArmour(kind)) {
    if (troop.mgs) smallArms.push({ label: `${counted(troop.mgs, 'MG')}`, dice: troop.mgs * VEHICLE_MG_DICE, ranges: 'hmg' });
    if (troop.gun) guns.push({ label: `${troop.name}'s gun`, size: troop.gun, crew: 4 });
  }
  for (const s of unit.stands) {
    if (s.weapon === 'lmg') smallArms.push({ label: 'light MG', dice: s.figures * LMG_DICE_PER_GUNNER, ranges: 'rifle' });
    else if (s.weapon === 'hmg' || s.weapon === 'tachanka') smallArms.push({ label: s.weapon === 'hmg' ? 'attached heavy MG' : 'tachanka', dice: s.figures * HMG_DICE_PER_GUNNER, ranges: 'hmg' });
    else if (s.weapon === 'light-gun') guns.push({ label: 'attached light gun', size: 'light', crew: s.figures });
  }
  return { smallArms, guns };
}

type Stands = UnitState['stands'];
/** Sight between two lists of stands, kept per table: the lists never change, and units that stand still share theirs from state to state (state.ts, `Stand`). */
const sightKept = new OwnedPairAnswers<TerrainIndex, Stands, Stands, boolean>();

/**
 * How near an enemy is always seen, stand edge to stand edge (README: "Sight"): the 2" a unit sees into woods or a
 * town, so that a unit at arm's length in the town is not hidden by the ground its own stands cover.
 */
export const ALWAYS_SEEN_WITHIN = 2;

/** Whether the shooter sees the target: within 2", or some stand of the shooter sees some stand of the target (the nearest pair first). */
export function sees(state: FcState, shooter: UnitState, target: UnitState): boolean {
  if (unitDistance(shooter, target) <= ALWAYS_SEEN_WITHIN) return true;
  const index = terrainOf(state.scenario);
  return sightKept.get(index, shooter.stands, target.stands, () => standsSee(index, shooter.stands, target.stands));
}

/** `sees` worked out afresh. */
export const standsSee = (index: TerrainIndex, from: Stands, to: Stands): boolean => someSee(from, to, (p, q) => canSee(index, p, q));

/** The modifiers every die of the unit's fire takes besides range: interventionists, heroic leading, commissar, priest. */
export function fireModifiers(state: FcState, unit: UnitState): Modifier[] {
  const leader = heroicLeaderOf(state, unit);
  return fireModifiersFor({
    interventionist: troopOf(unit).interventionist === true, heroic: leader ? leader.character : null,
    commissar: unit.commissar && unit.side === 'red', priest: unit.priest && unit.side === 'white',
  });
}

/** What a unit's fire modifiers depend on: interventionists, the heroic leader's character, a commissar with Reds, a priest with Whites. */
export interface FireFacts { interventionist: boolean; heroic: Character | null; commissar: boolean; priest: boolean }

/** `fireModifiers` from the facts alone (the rules lookup asks this too). */
export function fireModifiersFor(f: FireFacts): Modifier[] {
  const out: Modifier[] = [];
  if (f.interventionist) out.push({ label: 'interventionist', value: 1 });
  if (f.heroic) out.push({ label: 'officer leading heroically', value: heroicBonus(f.heroic) });
  if (f.commissar) out.push({ label: 'commissar with red unit', value: 1 });
  if (f.priest) out.push({ label: 'religious leader with white unit', value: 1 });
  return out;
}

/** "+ 1 Point blank range", "-1 long range": the band's modifier, if any. */
export const rangeModifiers = (band: RangeBand): Modifier[] =>
  (RANGE_MODIFIER[band] ? [{ label: band === 'long' ? 'long range' : 'point blank range', value: RANGE_MODIFIER[band] }] : []);

/** Whether the target counts as in cover against this fire: in cover terrain, or claiming cover (not against point blank). */
export function targetInCover(state: FcState, target: UnitState, band: RangeBand): boolean {
  return inCoverAgainst(standsInCover(terrainOf(state.scenario), target.stands), target.cover, band);
}

/** `targetInCover` from the facts: in cover terrain, or claiming cover against fire not at point blank. */
export const inCoverAgainst = (inTerrain: boolean, claimed: boolean, band: RangeBand): boolean => inTerrain || (claimed && band !== 'point-blank');

/** Hits halved against cover, the odd half standing on a D6 of 4-6 (`halfRoll`, asked only when there is a half). */
export function coverResult(hits: number, halfRoll: number | null): { whole: number; half: boolean; halfStands: boolean; hits: number } {
  const { whole, half } = halvedForCover(hits);
  const halfStands = half === 1 && halfRoll !== null && !saved(halfRoll);
  return { whole, half: half === 1, halfStands, hits: whole + (halfStands ? 1 : 0) };
}

/**
 * "½ hits against targets in cover", the odd half as the worked example resolves it: "one man is ringed as dead
 * and a saving throw is taken (Roll a D6 - on 1-3 the hit did not occur - on 4-6 the hit did occur)".
 */
export function coverHits(hits: number, dice: Dice, events: GameEvent[], target: UnitState): number {
  const { whole, half } = coverResult(hits, null);
  const halved = `${target.name} in cover: ${counted(hits, 'hit', 'hits')} halved to ${whole}`;
  if (!half) {
    // Said even when no die is rolled, so that "2 hits" followed by "lose 1 man" reads with its reason.
    if (hits > 0) events.push({ kind: 'save', side: target.side, unitId: target.id, text: halved });
    return whole;
  }
  const roll = dice.d(6);
  const result = coverResult(hits, roll);
  const stands = result.halfStands;
  events.push({
    kind: 'save', side: target.side, unitId: target.id, text: `${halved}, and the half hit ${stands ? 'stands' : 'did not occur'}`,
    roll: { table: 'saving-throw', column: 'the half hit against cover', target: '4-6 the hit stands', dice: [roll], modifiers: [], total: roll, result: stands ? 'hit' : 'no hit', rule: `${RULE}: hits against targets in cover` },
  });
  return result.hits;
}

/** One weapon's small-arms dice at a range band: the band's modifier and the unit's own on every die, and the hits. */
export function smallArmsVolley(band: RangeBand, general: readonly Modifier[], rolled: readonly number[]): { modifiers: Modifier[]; hits: number } {
  const modifiers: Modifier[] = [...rangeModifiers(band), ...general];
  const mod = modifiers.reduce((a, m) => a + m.value, 0);
  return { modifiers, hits: rolled.filter((d) => smallArmsHit(d, mod)).length };
}

/** The small-arms part of a unit's fire at a target: its hits before cover (armour shrugs small arms off, README). */
export function smallArmsHits(state: FcState, shooter: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): { hits: number; band: RangeBand | null } {
  const distance = unitDistance(shooter, target);
  const general = fireModifiers(state, shooter);
  let hits = 0;
  let nearest: RangeBand | null = null;
  for (const arm of fireProfile(shooter).smallArms) {
    const band = rangeBand(distance, SMALL_ARMS_RANGES[arm.ranges]);
    if (!band) continue;
    if (!nearest || RANGE_MODIFIER[band] > RANGE_MODIFIER[nearest]) nearest = band;
    const rolled = dice.roll(arm.dice, 6);
    const { modifiers, hits: got } = smallArmsVolley(band, general, rolled);
    hits += got;
    events.push({
      kind: 'shot', side: shooter.side, unitId: shooter.id, targetUnitId: target.id, hits: got, text: `${shooter.name} (${arm.label}) fire at ${target.name}: ${counted(got, 'hit', 'hits')}`,
      roll: {
        table: 'small-arms', column: `${arm.label}, ${band.replace('-', ' ')}`, target: `${SMALL_ARMS_HIT_ON}+ on each die${modifierWords(modifiers)}; a 1 never hits`,
        dice: rolled, each: true, modifiers: [], total: got, result: counted(got, 'hit', 'hits'), rule: `${RULE}: small arms`,
      },
    });
  }
  if (isArmour(kindOf(target)) && hits > 0) {
    events.push({ kind: 'shot', side: shooter.side, unitId: shooter.id, targetUnitId: target.id, text: `${target.name} are armoured: small-arms hits have no effect` });
    return { hits: 0, band: nearest };
  }
  return { hits, band: nearest };
}

/** The longest reach of a unit's direct fire, inches. */
export function directReach(unit: UnitState, gunLong: (size: GunSize) => number): number {
  const p = fireProfile(unit);
  let reach = 0;
  for (const a of p.smallArms) reach = Math.max(reach, SMALL_ARMS_RANGES[a.ranges].long);
  for (const g of p.guns) reach = Math.max(reach, gunLong(g.size));
  return reach;
}

/** Enemy units on the table the shooter sees within its reach (the first only, when `first`). */
export function visibleTargets(state: FcState, shooter: UnitState, reach: number, first = false): UnitState[] {
  const out: UnitState[] = [];
  for (const e of state.units) {
    if (e.side === shooter.side || !onTable(e) || unitDistance(shooter, e) > reach + 1e-9 || !sees(state, shooter, e)) continue;
    out.push(e);
    if (first) break;
  }
  return out;
}
