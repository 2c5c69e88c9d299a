import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { angleBetween, headingOf } from '../../../geometry/vec.ts';
import { direction, nearestPair } from '../../../geometry/point-sets.ts';
import { type Assault, type FcState, type UnitState, findUnit, kindOf, onTable, ownStands, standsLost, unitCentre } from '../state.ts';
import { MELEE_MODIFIERS, meleeCasualties, meleeResult, TRENCH_WIN_BY, type MeleeModifierId } from '../tables/tables-melee.ts';
import { type Character, heroicBonus } from '../tables/tables-command.ts';
import type { Kind } from '../troops.ts';
import { inDefences, terrainOf } from '../movement/terrain.ts';
import { heroicLeaderOf, fallBack, officerCharacterTest, testMorale } from '../morale/morale.ts';
import { inflict } from '../fire/casualties.ts';
import { furthestFraction, shiftCost, shiftUnit } from '../movement/movement.ts';
import { halfWidth, pointToUnit, unitDistance } from '../movement/stands.ts';
import { immobilisedHoldsOn, petrolBombHit } from '../fire/vehicles.ts';
import { PETROL_HIT_ON, PETROL_REACH } from '../tables/tables-fire.ts';
import { counted } from '../../../engine/agreement.ts';

const RULE = 'Forward Comrades: Melee';
/** Stands this close (edge to edge) are in contact. */
export const CONTACT = 0.5;
/** Reconstruction: an attack from outside the defender's front 120° (60° either side of its facing) is on its flank or rear. */
export const FRONT_HALF_ARC = 60;

const mod = (id: MeleeModifierId, times = 1): Modifier => ({ label: MELEE_MODIFIERS[id].label, value: MELEE_MODIFIERS[id].value * times });

/** "Units that are "falling back" and are attacked in melee are always considered to be "Attacked in flank/rear."" */
export function attackedInFlank(defender: UnitState, attackerFrom: { x: number; y: number }): boolean {
  if (defender.fallingBack) return true;
  const c = unitCentre(defender);
  const bearing = headingOf({ x: attackerFrom.x - c.x, y: attackerFrom.y - c.y });
  return angleBetween(defender.stands[0]?.facing ?? 0, bearing) > FRONT_HALF_ARC;
}

/** What a unit's own make-up gives it in melee: stands lost, an elite banner, its heroic leader's character, a commissar with Reds, a priest with Whites. */
export interface MeleeOwnFacts { standsLost: number; banner: boolean; heroic: Character | null; commissar: boolean; priest: boolean }

function ownFacts(state: FcState, u: UnitState): MeleeOwnFacts {
  return {
    standsLost: standsLost(u), banner: u.elite && u.banner, heroic: heroicLeaderOf(state, u)?.character ?? null,
    commissar: u.commissar && u.side === 'red', priest: u.priest && u.side === 'white',
  };
}

/** The modifiers that a side's own make-up gives it: stands lost, banner, heroic leader, commissar or priest. */
function ownModifiers(f: MeleeOwnFacts): Modifier[] {
  const out: Modifier[] = [];
  if (f.standsLost > 0) out.push(mod('stand-lost', f.standsLost));
  if (f.banner) out.push(mod('banner'));
  if (f.heroic) out.push({ label: MELEE_MODIFIERS.heroic.label, value: heroicBonus(f.heroic) });
  if (f.commissar) out.push(mod('commissar'));
  if (f.priest) out.push(mod('priest'));
  return out;
}

/**
 * The attacking side's own modifiers, as worked example 2 adds them up over two battalions: stands lost by all of
 * them, and each of banner, heroic leader, commissar and priest once (the best of it).
 */
function sideModifiers(lists: readonly Modifier[][]): Modifier[] {
  const out: Modifier[] = [];
  const lost = lists.flat().filter((m) => m.label === MELEE_MODIFIERS['stand-lost'].label).reduce((a, m) => a + m.value, 0);
  if (lost !== 0) out.push({ label: MELEE_MODIFIERS['stand-lost'].label, value: lost });
  for (const m of lists.flat()) {
    if (m.label === MELEE_MODIFIERS['stand-lost'].label) continue;
    const known = out.find((o) => o.label === m.label);
    if (!known) out.push({ ...m });
    else known.value = Math.max(known.value, m.value);
  }
  return out;
}

export interface MeleeSides { attacker: Modifier[]; defender: Modifier[]; flank: boolean; defences: boolean }

/** Everything a melee's modifiers depend on (the rules lookup asks this too). `flank`: in flank or rear, or the defender falling back or suppressed. */
export interface MeleeFacts {
  attackers: { kind: Kind; mounted: boolean; own: MeleeOwnFacts }[];
  wire: boolean;
  defender: { kind: Kind; own: MeleeOwnFacts; mgAttached: boolean };
  flank: boolean;
  defences: boolean;
}

/** Every modifier of the melee's two sides, as the text lists them. */
export function meleeModifiers(state: FcState, assaults: readonly Assault[], defender: UnitState): MeleeSides {
  const attackers = assaults.map((a) => findUnit(state, a.attacker)!);
  return meleeModifiersFor({
    attackers: attackers.map((a) => ({ kind: kindOf(a), mounted: a.mounted, own: ownFacts(state, a) })),
    wire: assaults.some((a) => a.wire),
    defender: { kind: kindOf(defender), own: ownFacts(state, defender), mgAttached: defender.stands.some((s) => s.weapon === 'hmg' || s.weapon === 'lmg' || s.weapon === 'tachanka') },
    flank: assaults[0]!.flank || defender.fallingBack || defender.suppressed,
    defences: inDefences(terrainOf(state.scenario), ownStands(defender)),
  });
}

/** `meleeModifiers` from the facts alone. */
export function meleeModifiersFor(f: MeleeFacts): MeleeSides {
  const tank = f.attackers.some((a) => a.kind === 'tank');
  const attacker = sideModifiers(f.attackers.map((a) => ownModifiers(a.own)));
  // "if tank makes hole in wire, attackers may storm through the gap so that a tank nullifies the wire".
  if (f.wire && !tank) attacker.push(mod('wire'));
  const def = ownModifiers(f.defender.own);
  const dKind = f.defender.kind;
  if (dKind === 'infantry' && f.attackers.some((a) => a.kind === 'cavalry' && a.mounted) && !f.defences) def.push(mod('infantry-vs-cavalry'));
  if (f.flank) def.push(mod('flank'));
  if (tank) def.push(mod('tank'));
  if (f.attackers.length > 1) def.push(mod('extra-attacker', f.attackers.length - 1));
  if (f.defender.mgAttached) def.push(mod('mg-attached'));
  if (f.defences) def.push(mod('defences'));
  if (dKind === 'train') def.push(mod('armoured-train'));
  return { attacker, defender: def, flank: f.flank, defences: f.defences };
}

/** The men the beaten side loses: "1 casualty for every number he is beaten by" ("tank takes no loss"); the first attacker takes an attack's loss. */
export const meleeLoss = (kind: Kind, margin: number): number => (kind === 'tank' ? 0 : meleeCasualties(margin));

const sum = (m: readonly Modifier[]): number => m.reduce((a, b) => a + b.value, 0);

/** Moves the attacker at its target, nearest stand toward nearest stand, until the stands touch (or as near as other units let it). */
export function closeIn(state: FcState, attacker: UnitState, target: UnitState, budget: number): void {
  let left = budget;
  for (let tries = 0; tries < 3; tries++) {
    const gap = unitDistance(attacker, target);
    if (gap <= 0.05) return;
    const pair = nearestPair(attacker.stands, target.stands);
    const dir = direction(pair.from, pair.to);
    // The way in pays for its ground as a move does ("half in rough"): what it spends comes off the assault move.
    const t = furthestFraction(state, attacker, dir.x * gap, dir.y * gap, left, [target.id]);
    if (t === 0) return;
    left -= shiftCost(state, attacker, dir.x * gap * t, dir.y * gap * t)?.cost ?? 0;
    shiftUnit(attacker, dir.x * gap * t, dir.y * gap * t);
  }
}

/**
 * Why a declared assault is no longer fought, or null when it is: the attacker must still be on the table, not
 * falling back ("Units, that fail morale, move one move to rear and mark as falling back"; README: falling-back units
 * do not assault) and in contact with its target (README: "Assaults").
 */
export function assaultDropped(attacker: UnitState, defender: UnitState): string | null {
  if (!onTable(attacker)) return null;
  if (attacker.fallingBack) return `${attacker.name} fell back and do not fight the melee they declared on ${defender.name}`;
  if (unitDistance(attacker, defender) > CONTACT) return `${attacker.name} are no longer in contact with ${defender.name}: no melee`;
  return null;
}

/** Whether a declared assault is still fought (what the game fights at the end of phase 4, and what the AI foresees). */
export const stillFought = (state: FcState, a: Assault, defender: UnitState): boolean => {
  const attacker = findUnit(state, a.attacker)!;
  return onTable(attacker) && assaultDropped(attacker, defender) === null;
};

/** All melees of phase 4, one for each unit assaulted: "Highest roll wins." */
export function resolveMelees(state: FcState, dice: Dice, events: GameEvent[]): void {
  const targets = [...new Set(state.assaults.map((a) => a.target))];
  for (const id of targets) {
    const defender = findUnit(state, id)!;
    if (!onTable(defender)) continue;
    const assaults = state.assaults.filter((a) => {
      if (a.target !== id) return false;
      const attacker = findUnit(state, a.attacker)!;
      const dropped = assaultDropped(attacker, defender);
      if (dropped) events.push({ kind: 'note', side: attacker.side, unitId: attacker.id, targetUnitId: defender.id, text: dropped });
      return stillFought(state, a, defender);
    });
    if (assaults.length === 0) continue;
    const byInfantry = assaults.some((a) => kindOf(findUnit(state, a.attacker)!) === 'infantry');
    if (byInfantry && !immobilisedHoldsOn(state, defender, 'attacked by infantry while immobilised', dice, events)) continue;
    fight(state, assaults, defender, dice, events);
  }
  state.assaults = [];
}

function fight(state: FcState, assaults: Assault[], defender: UnitState, dice: Dice, events: GameEvent[]): void {
  const main = findUnit(state, assaults[0]!.attacker)!;
  const sides = meleeModifiers(state, assaults, defender);
  const [aDie, dDie] = [dice.d(6), dice.d(6)];
  const aTotal = aDie + sum(sides.attacker), dTotal = dDie + sum(sides.defender);
  const result = meleeResult(aTotal, dTotal, sides.flank, sides.defences);
  const names = assaults.map((a) => findUnit(state, a.attacker)!.name).join(' and ');
  const held = result.winner === 'defender' && aTotal > dTotal;
  const outcome = result.winner === 'attacker' ? `${names} win by ${result.margin}` : held ? `${defender.name} hold their defences (the attackers won by ${result.margin}, not ${TRENCH_WIN_BY})` : `${defender.name} win${result.margin === 0 ? ' the tie' : ` by ${result.margin}`}`;
  events.push({
    kind: 'combat', side: main.side, unitId: main.id, targetUnitId: defender.id, text: `Melee: ${names} against ${defender.name}`,
    roll: { table: 'melee', column: `${main.name}, attacking`, target: `more than ${defender.name}: ${dDie}${sides.defender.map((m) => ` ${m.value < 0 ? '-' : '+'} ${Math.abs(m.value)} (${m.label})`).join('')} = ${dTotal}${sides.flank ? '; on the flank, ties win' : ''}`, dice: [aDie], modifiers: sides.attacker, total: aTotal, result: outcome, rule: RULE },
  });
  if (result.winner === 'attacker') {
    inflict(state, defender, meleeLoss(kindOf(defender), result.margin), 'melee', dice, events);
    if (onTable(defender)) fallBack(state, defender, dice, events, 'lost the melee');
    testOfficers(state, defender, dice, events);
    return;
  }
  for (const a of assaults) {
    const attacker = findUnit(state, a.attacker)!;
    if (a === assaults[0]) inflict(state, attacker, meleeLoss(kindOf(attacker), result.margin), 'melee', dice, events);
    if (!onTable(attacker)) continue;
    if (kindOf(attacker) === 'tank' && kindOf(defender) === 'infantry') petrolBombs(state, defender, attacker, dice, events);
    if (!onTable(attacker)) continue;
    const c = unitCentre(attacker);
    const from = { x: a.from.reduce((s, p) => s + p.x, 0) / a.from.length, y: a.from.reduce((s, p) => s + p.y, 0) / a.from.length };
    shiftUnit(attacker, from.x - c.x, from.y - c.y);
    events.push({ kind: 'rout', side: attacker.side, unitId: attacker.id, text: `${attacker.name} fall back to their starting position` });
    testOfficers(state, attacker, dice, events);
  }
}

/** "If the officer is involved in a melee that is lost": the heroic leader of the beaten unit tests his character. */
function testOfficers(state: FcState, loser: UnitState, dice: Dice, events: GameEvent[]): void {
  for (const l of state.leaders) if (l.leading === loser.id && l.status === 'active') officerCharacterTest(state, l, dice, events, 'his unit lost a melee');
}

/**
 * "Infantry units attacked by tanks may attempt to destroy them with petrol bombs if the infantry win the melee.
 * Must pass morale, then each infantry stand within 1" of the tank may roll a D10" (README: the tank measured where the melee was fought).
 */
export function petrolBombs(state: FcState, infantry: UnitState, tank: UnitState, dice: Dice, events: GameEvent[]): void {
  if (!onTable(infantry) || !onTable(tank)) return;
  if (!testMorale(state, infantry, dice, events, 'to close with petrol bombs').passed) return;
  const stands = ownStands(infantry).filter((s) => pointToUnit(s, tank) - halfWidth(infantry) <= PETROL_REACH + 1e-6).length;
  const rolled = dice.roll(stands, 10);
  const hits = rolled.filter((d) => d >= PETROL_HIT_ON).length;
  events.push({
    kind: 'shot', side: infantry.side, unitId: infantry.id, targetUnitId: tank.id, hits, text: `${infantry.name} throw petrol bombs at ${tank.name}: ${counted(hits, 'hit')}`,
    roll: { table: 'petrol-bomb', column: `${stands} stands within ${PETROL_REACH}"`, target: '"0" (the ten face) hits', dice: rolled, each: true, modifiers: [], total: hits, result: `${counted(hits, 'hit')}`, rule: 'Forward Comrades: Petrol bombs vs. tank' },
  });
  for (let i = 0; i < hits; i++) petrolBombHit(state, tank, dice, events);
}

/** Who may assault: foot, horse and tanks (README: "Assaults"). */
export const mayAssault = (u: UnitState): boolean => ['infantry', 'cavalry', 'tank'].includes(kindOf(u));
/** "Cavalry, Armored cars, and Armored trains may withdraw before melee by making a normal move away." */
export const mayWithdraw = (u: UnitState): boolean => (kindOf(u) === 'cavalry' && u.mounted) || ['armoured-car', 'train'].includes(kindOf(u));
/** Fright morale: "a special morale for infantry or artillery attacked by tanks"; "Mounted cavalry units automatically fail". */
export const frightTested = (u: UnitState): boolean => ['infantry', 'gun', 'mg', 'cavalry'].includes(kindOf(u));
