import { describe, expect, it } from 'vitest';
import type { BaseView, TableView, UnitView } from '../engine/ruleset.ts';
import type { TerrainFeature } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import { decisionOrders, resultOrders, tableOrders, unitOrder, type TableOrderContext } from './order.ts';

// A 6' x 4' table: columns A–L from the west, rows 1–8 from the south. White's edge is north, Red's south.
const table = { width: 72, height: 48 };
const terrain: TerrainFeature[] = [
  { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 28, y: 46.5 }, { x: 40, y: 46.5 }], width: 1, label: 'the hedge' },
  { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 6, y: 6 }, { x: 18, y: 6 }, { x: 18, y: 17.6 }, { x: 6, y: 17.6 }], label: 'Birch wood' },
  { id: 'field', kind: 'area', type: 'fields', polygon: [{ x: 50, y: 30 }, { x: 60, y: 30 }, { x: 60, y: 40 }] },
  { id: 'road', kind: 'line', type: 'road', points: [{ x: 70, y: 0 }, { x: 70, y: 48 }], width: 2, label: 'the Samara road' },
  { id: 'hill', kind: 'hill', polygon: [{ x: 60, y: 36 }, { x: 68, y: 36 }, { x: 64, y: 44 }], height: 1, steepness: 'gentle', label: 'Hill 112' },
];
const ctx: TableOrderContext = { table, landmarks: new TerrainIndex(terrain.filter((f) => f.label), table), baselines: { red: 'south', white: 'north' }, unit: 'in' };

const base = (x: number, y: number, facing: number): BaseView => ({ x, y, facing, figures: 4 });
function unit(id: string, name: string, side: SideId, bases: BaseView[], status: UnitView['status'] = 'active'): UnitView {
  return {
    id, side, name, troopType: 'infantry', troopClass: 'infantry', bases, baseSize: { width: 2, depth: 1 }, officers: [], markers: [],
    status, strength: { now: bases.length, start: 2, unit: 'bases' }, stats: {},
  };
}
const view = (units: UnitView[]): TableView => ({ turn: 1, turnLimit: 8, phase: 'move', units, zones: [] });

describe('unitOrder', () => {
  it('says a move toward the own edge as falling back, with distance, compass point, square, landmark and facing', () => {
    // Bases at x 31 and 35 move from y 39 to y 45: the middle goes 6" north into column F (30–36), row 8 (42–48),
    // 1" from the hedge's line, so 0.5" from its 1"-wide band.
    const before = unit('cz2', '2nd Czech platoon', 'white', [base(31, 39, 180), base(35, 39, 180)]);
    const after = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    expect(unitOrder(before, after, ctx)).toBe('2nd Czech platoon: fall back 6" north, ending in square F8 by the hedge, facing south');
  });

  it('says a move away from the own edge as advancing, and names a landmark farther off with its distance', () => {
    // (12, 24) to (16, 27) is 5" on a heading of 53°, nearest north-east. The end is in C5, 9.4" above the wood.
    const before = unit('r1', '1st Red company', 'red', [base(12, 24, 0)]);
    const after = unit('r1', '1st Red company', 'red', [base(16, 27, 45)]);
    expect(unitOrder(before, after, ctx)).toBe('1st Red company: advance 5" north-east, ending in square C5, 9" from Birch wood, facing north-east');
  });

  it('says a move along the own edge as moving, and names no landmark beyond reach', () => {
    const before = unit('r1', '1st Red company', 'red', [base(40, 10, 90)]);
    const after = unit('r1', '1st Red company', 'red', [base(45.6, 10, 90)]);
    // 5.6" rounds to 6"; H2 is x 42–48, y 6–12; the wood is 27.6" away and the hedge farther.
    expect(unitOrder(before, after, ctx)).toBe('1st Red company: move 6" east, ending in square H2, facing east');
  });

  it('calls a shift that rounds to 0" no move: a turn, or staying put (inside a landmark)', () => {
    const before = unit('r1', '1st Red company', 'red', [base(10, 10, 0)]);
    const turned = unit('r1', '1st Red company', 'red', [base(10.4, 10, 270)]);
    expect(unitOrder(before, turned, ctx)).toBe('1st Red company: turn to face west, staying in square B2 in Birch wood');
    const still = unit('r1', '1st Red company', 'red', [base(10, 10, 5)]);
    expect(unitOrder(before, still, ctx)).toBe('1st Red company: nothing to move (in square B2 in Birch wood, facing north)');
  });

  it('gives every distance in centimetres under a centimetre rule set, and counts a move of a whole centimetre as a move', () => {
    const cm: TableOrderContext = { ...ctx, unit: 'cm' };
    // 6" north is 15.24 cm, to the nearest centimetre 15 cm.
    const before = unit('cz2', '2nd Czech platoon', 'white', [base(31, 39, 180), base(35, 39, 180)]);
    const after = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    expect(unitOrder(before, after, cm)).toBe('2nd Czech platoon: fall back 15 cm north, ending in square F8 by the hedge, facing south');
    // (12, 24) to (16, 27) is 5" (12.7 cm, so 13 cm); the end is 9.4" (23.876 cm, so 24 cm) above the wood.
    const r1 = unit('r1', '1st Red company', 'red', [base(12, 24, 0)]);
    expect(unitOrder(r1, unit('r1', '1st Red company', 'red', [base(16, 27, 45)]), cm)).toBe('1st Red company: advance 13 cm north-east, ending in square C5, 24 cm from Birch wood, facing north-east');
    // 0.4" is 1.016 cm: no move in inches, a move of 1 cm in centimetres.
    const nudged = unit('r1', '1st Red company', 'red', [base(12.4, 24, 0)]);
    expect(unitOrder(r1, nudged, ctx)).toMatch(/nothing to move/);
    expect(unitOrder(r1, nudged, cm)).toMatch(/^1st Red company: move 1 cm east,/);
  });

  it('says "on" a road or hill and "in" a wood', () => {
    const gun = (x: number, y: number) => unit('g', 'Field gun', 'red', [base(x, y, 0)]);
    expect(unitOrder(gun(70, 10), gun(70.3, 10), ctx)).toBe('Field gun: nothing to move (in square L2 on the Samara road, facing north)');
    expect(unitOrder(gun(64, 40), gun(64, 40), ctx)).toBe('Field gun: nothing to move (in square K7 on Hill 112, facing north)');
  });

  it('places units coming on, takes off units going off, and counts bases lost where the rest stand still', () => {
    const none = unit('r2', 'Cavalry squadron', 'red', [], 'reserve');
    const on = unit('r2', 'Cavalry squadron', 'red', [base(3, 40, 0)]);
    expect(unitOrder(none, on, ctx)).toBe('Cavalry squadron: place it in square A7, facing north, with 1 base of 4 figures');
    expect(unitOrder(on, unit('r2', 'Cavalry squadron', 'red', [], 'routed'), ctx)).toBe('Cavalry squadron: take it off the table (routed)');
    expect(unitOrder(none, none, ctx)).toBeNull();
    const two = unit('cz2', '2nd Czech platoon', 'white', [base(31, 45, 180), base(35, 45, 180)]);
    const one = unit('cz2', '2nd Czech platoon', 'white', [base(35, 45, 180)]);
    expect(unitOrder(two, one, ctx)).toBe('2nd Czech platoon: take 1 base of 4 figures off the table, leaving the rest in square F8 by the hedge, facing south');
  });
});

describe('decisionOrders', () => {
  const red = unit('r1', '1st Red company', 'red', [base(40, 10, 0)]);
  const white = unit('w1', 'Officer company', 'white', [base(40, 30, 180)]);

  it('gives orders for the changed units of both sides, the side that decided and the other', () => {
    const after = view([unit('r1', '1st Red company', 'red', [base(40, 16, 0)]), unit('w1', 'Officer company', 'white', [base(40, 36, 180)])]);
    expect(decisionOrders(view([red, white]), after, 'red', 'r1', ctx)).toEqual([
      '1st Red company: advance 6" north, ending in square G3, facing north',
      // White's edge is north: a move north is a fall back.
      'Officer company: fall back 6" north, ending in square G7, 10" from the hedge, facing south',
    ]);
  });

  it('says where the acting unit stands when nothing of its side moved (a volley)', () => {
    expect(decisionOrders(view([red, white]), view([red, white]), 'red', 'r1', ctx)).toEqual(['1st Red company: nothing to move (in square G2, facing north)']);
    expect(decisionOrders(view([red, white]), view([red, white]), 'red', undefined, ctx)).toEqual([]);
    expect(decisionOrders(view([red, white]), view([red, white]), 'white', 'r1', ctx)).toEqual([]);
  });
});

describe('orders for every change to a unit', () => {
  const at = (u: UnitView, change: Partial<UnitView>): UnitView => ({ ...u, ...change });
  const company = unit('r1', '1st Red company', 'red', [base(40, 10, 0), base(43, 10, 0)]);

  it('takes figures off a base that stays (figure casualties), and names the weapon of a base that went', () => {
    const hit = at(company, { bases: [base(40, 10, 0), { ...base(43, 10, 0), figures: 2 }] });
    expect(unitOrder(company, hit, ctx)).toBe('1st Red company: take 2 figures off the table, leaving the rest in square G2, facing north');
    const withMaxim = at(company, { bases: [base(40, 10, 0), { ...base(43, 10, 0), figures: 3, weapon: 'Maxim' }] });
    expect(unitOrder(withMaxim, at(company, { bases: [base(40, 10, 0)] }), ctx)).toBe('1st Red company: take 1 base of 3 figures (with its Maxim) off the table, leaving the rest in square G2, facing north');
  });

  it('says figures for a unit of single figures, and the losses after a move when the rest moved', () => {
    const single = (x: number, y: number) => ({ ...base(x, y, 0), figures: 1 });
    const sailors = unit('s', 'Baltic sailors', 'red', [single(40, 10), single(41, 10), single(42, 10)]);
    const ran = at(sailors, { bases: [single(40, 17), single(41, 17)] });
    // The middle goes from (41, 10) to (40.5, 17): 7.0" on a heading of 356°, north.
    expect(unitOrder(sailors, ran, ctx)).toBe('Baltic sailors: advance 7" north, ending in square G3, facing north; take 1 figure off the table');
  });

  it('takes a unit off that routs, is destroyed or withdrawn with its bases still in the view, and one gone from it', () => {
    expect(unitOrder(company, at(company, { status: 'routed' }), ctx)).toBe('1st Red company: take it off the table (routed)');
    expect(unitOrder(company, at(company, { status: 'destroyed' }), ctx)).toBe('1st Red company: take it off the table (destroyed)');
    expect(unitOrder(company, undefined, ctx)).toBe('1st Red company: take it off the table (gone)');
    // Issue 33: a unit that surrenders is shown as out of the game like a destroyed one, but its order says how it went.
    expect(unitOrder(company, at(company, { status: 'destroyed', fate: 'surrendered' }), ctx)).toBe('1st Red company: take it off the table (surrendered)');
    // Off the table already, a unit the rules count otherwise later (routed off, then destroyed at the end) is told so;
    // a unit still waiting to come on, or counted as before, has no order.
    const routed = at(company, { status: 'routed' });
    expect(unitOrder(routed, at(company, { status: 'destroyed' }), ctx)).toBe('1st Red company: it now counts as destroyed (it left the table routed)');
    expect(unitOrder(routed, at(company, { status: 'withdrawn', fate: 'surrendered' }), ctx)).toBe('1st Red company: it now counts as surrendered (it left the table routed)');
    expect(unitOrder(routed, routed, ctx)).toBeNull();
    expect(unitOrder(at(company, { status: 'reserve' }), at(company, { status: 'withdrawn' }), ctx)).toBeNull();
    // A unit in reserve shown at its entry is placed when it comes on, with its markers and officers.
    const waiting = at(company, { status: 'reserve' });
    const arrived = at(company, { markers: [{ kind: 'moved', count: 1 }], officers: [{ id: 'o', name: 'Commissar Lazis', rank: 'commissar' }] });
    expect(unitOrder(waiting, arrived, ctx)).toBe('1st Red company: place it in square G2, facing north, with 2 bases (8 figures) and Commissar Lazis; put a moved marker by it');
  });

  it('takes officers off and puts them with a unit', () => {
    const led = at(company, { officers: [{ id: 'o1', name: 'Captain Bogdanov', rank: 'junior' }] });
    const other = at(company, { officers: [{ id: 'o2', name: 'Commissar Lazis', rank: 'commissar' }] });
    expect(unitOrder(led, other, ctx)).toBe('1st Red company: take Captain Bogdanov off the table; put Commissar Lazis with it (in square G2, facing north)');
  });

  it('puts markers by a unit and takes them off, by count, and a part-done marker in quarters', () => {
    const marked = (markers: UnitView['markers']) => at(company, { markers });
    expect(unitOrder(company, marked([{ kind: 'pinned', count: 1 }]), ctx)).toBe('1st Red company: put a pinned marker by it (in square G2, facing north)');
    expect(unitOrder(marked([{ kind: 'morale-failure', count: 1 }]), marked([{ kind: 'morale-failure', count: 3 }]), ctx)).toBe('1st Red company: put 2 morale failure markers by it, making 3 (in square G2, facing north)');
    expect(unitOrder(marked([{ kind: 'morale-failure', count: 3 }]), marked([{ kind: 'morale-failure', count: 1 }]), ctx)).toBe('1st Red company: take 2 morale failure markers off (1 left) (in square G2, facing north)');
    expect(unitOrder(marked([{ kind: 'fire', count: 1 }, { kind: 'terror', count: 2 }]), company, ctx)).toBe('1st Red company: take its fired marker off; take its 2 terror markers off (in square G2, facing north)');
    expect(unitOrder(marked([{ kind: 'dug-in', count: 0.25 }]), marked([{ kind: 'dug-in', count: 1.5 }]), ctx)).toBe('1st Red company: set its dug-in marker to 1½ (in square G2, facing north)');
    expect(unitOrder(company, marked([{ kind: 'ammo-low', count: 1 }]), ctx)).toBe('1st Red company: put an ammunition low marker by it (in square G2, facing north)');
  });

  it('edges a unit into the next square by less than an inch', () => {
    // From x 35.8 to 36.2: 0.4", no whole inch, but over the line between F and G.
    const edge = unit('r1', '1st Red company', 'red', [base(35.8, 10, 0)]);
    expect(unitOrder(edge, at(edge, { bases: [base(36.2, 10, 0)] }), ctx)).toBe('1st Red company: edge it into square G2, facing north');
  });

  it('puts passengers aboard and takes them out, hooks a gun up and unhooks it, naming the transport', () => {
    const lorry = unit('l', 'Lorry', 'red', [base(20, 20, 0)]);
    const riders = unit('p', 'Latvian riflemen', 'red', [base(22, 20, 0)]);
    const gun = unit('g', 'Field gun', 'red', [base(22, 20, 0)]);
    const aboard = at(riders, { aboard: 'l', bases: [base(20, 20, 0)] });
    const hooked = at(gun, { aboard: 'l', towed: true, bases: [base(20, 20, 0)] });
    expect(decisionOrders(view([lorry, riders, gun]), view([lorry, aboard, hooked]), 'red', 'p', ctx)).toEqual([
      'Latvian riflemen: put it aboard Lorry',
      'Field gun: hook it up behind Lorry',
    ]);
    // Riding, they move with the lorry and get no order of their own.
    const drove = view([at(lorry, { bases: [base(20, 30, 0)] }), at(aboard, { bases: [base(20, 30, 0)] }), at(hooked, { bases: [base(20, 30, 0)] })]);
    expect(decisionOrders(view([lorry, aboard, hooked]), drove, 'red', 'l', ctx)).toEqual(['Lorry: advance 10" north, ending in square D6, facing north']);
    expect(decisionOrders(drove, view([drove.units[0]!, at(riders, { bases: [base(22, 30, 0)] }), at(gun, { bases: [base(20, 31, 90)] })]), 'red', 'p', ctx)).toEqual([
      'Latvian riflemen: take it out of Lorry; move 2" east, ending in square D6, facing north',
      'Field gun: unhook it from Lorry; advance 1" north, ending in square D6, facing east',
    ]);
  });

  it('gives the other side\'s losses and a new unit split off, and says nothing of units that did not change', () => {
    const white = unit('w1', 'Officer company', 'white', [base(40, 30, 180), base(43, 30, 180)]);
    const still = unit('w2', 'Cossack sotnia', 'white', [base(10, 40, 180)]);
    const shotAt = at(white, { bases: [base(40, 30, 180)], markers: [{ kind: 'pinned', count: 1 }] });
    const detachment = unit('r9', '1st Red company (detachment 1)', 'red', [base(46, 10, 0)]);
    expect(decisionOrders(view([company, white, still]), view([company, shotAt, still, detachment]), 'red', 'r1', ctx)).toEqual([
      'Officer company: take 1 base of 4 figures off the table, leaving the rest in square G6, facing south; put a pinned marker by it',
      '1st Red company (detachment 1): place it in square H2, facing north, with 1 base of 4 figures',
    ]);
  });
});

describe('tableOrders', () => {
  it('gives each order its steps and where the unit ends beside its words', () => {
    const red = unit('r1', '1st Red company', 'red', [base(40, 10, 0)]);
    const [order] = tableOrders(view([red]), view([{ ...red, bases: [base(40, 16, 0)], markers: [{ kind: 'moved', count: 1 }] }]), 'red', 'r1', ctx);
    expect(order).toEqual({
      unitId: 'r1', name: '1st Red company', side: 'red',
      steps: [{ do: 'move', verb: 'advance', distance: 6, toward: 'north' }, { do: 'marker', kind: 'moved', was: 0, now: 1 }],
      at: { square: 'G3', facing: 'north', place: 'square G3' },
      text: '1st Red company: advance 6" north, ending in square G3, facing north; put a moved marker by it',
    });
  });
});

describe('resultOrders', () => {
  const at = (u: UnitView, change: Partial<UnitView>): UnitView => ({ ...u, ...change });

  it('orders what the player\'s action did to both sides, but not the move they made by hand with the unit that acted', () => {
    // The player's company advances 6" north under reaction fire, loses a base and is pinned; its fire takes a base
    // off the Officer company and routs the Cossack sotnia.
    const mine = unit('r1', '1st Red company', 'red', [base(40, 10, 0), base(43, 10, 0)]);
    const moved = at(mine, { bases: [base(40, 16, 0)], markers: [{ kind: 'pinned', count: 1 }] });
    const officers = unit('w1', 'Officer company', 'white', [base(40, 30, 180), base(43, 30, 180)]);
    const sotnia = unit('w2', 'Cossack sotnia', 'white', [base(10, 40, 180)]);
    const orders = resultOrders(view([mine, officers, sotnia]), view([moved, at(officers, { bases: [base(40, 30, 180)] }), { ...sotnia, status: 'routed' }]), 'red', 'r1', ctx);
    expect(orders.map((o) => o.text)).toEqual([
      '1st Red company: take 1 base of 4 figures off the table, leaving the rest in square G3, facing north; put a pinned marker by it',
      'Officer company: take 1 base of 4 figures off the table, leaving the rest in square G6, facing south',
      'Cossack sotnia: take it off the table (routed)',
    ]);
    expect(orders[0]!.steps.map((s) => s.do)).toEqual(['lose', 'marker']);
  });

  it('gives nothing for a move by hand that changed nothing else, where the AI\'s decision would say where it stands', () => {
    const mine = unit('r1', '1st Red company', 'red', [base(40, 10, 0)]);
    expect(resultOrders(view([mine]), view([at(mine, { bases: [base(40, 16, 0)] })]), 'red', 'r1', ctx)).toEqual([]);
    expect(resultOrders(view([mine]), view([mine]), 'red', 'r1', ctx)).toEqual([]);
    expect(decisionOrders(view([mine]), view([mine]), 'red', 'r1', ctx)).toHaveLength(1);
  });
});
