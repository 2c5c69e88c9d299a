import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenario } from '../check-scenario.ts';
import { centreOf } from '../state.ts';
import { optionsFor } from '../options.ts';
import { stepGame } from '../step.ts';
import { rateCm } from '../movement/movement.ts';
import { wayFor } from '../options/weather-going.ts';
import { activatable } from '../sequence.ts';
import { tableView } from '../view.ts';
import { CORE_TABLES } from '../rules-tables.ts';
import { company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';
import { embark, settlePassengers, unload } from './carrying.ts';
import { takeCasualties } from '../combat/casualties.ts';

/** A Red lorry on a north-south road, a limbered field battery 2" west of it; the Whites far north. */
const scenario = (gunTags: string[] = ['limbered']) => trrScenario(
  [{ id: 'lorry', troopType: 'red-lorries', x: 30, y: 4 }, { id: 'battery', troopType: 'red-field-gun', x: 28, y: 4, tags: gunTags }],
  [company('w', 'white-rifles', 30, 38)],
  [line('road', 'road', [[30, 0], [30, 40]])],
);
const acting = (s: ReturnType<typeof startedState>, id: string) => { const u = unitOf(s, id); u.band = 'any'; s.phase = 'act'; s.activeUnit = id; return u; };

describe('towing guns: "Transport vehicles represent enough of their prototypes to lift or tow their assigned passengers or guns"', () => {
  it('"Vehicles and horse transport take 2 Penalties to limber/unlimber towed weapons": hooking up costs the battery two penalties', () => {
    const s = startedState(scenario(), 'red');
    const battery = acting(s, 'battery'), lorry = unitOf(s, 'lorry');
    expect(optionsFor(s).map((c) => c.label)).toContain('battery: hook up to be towed by lorry (5 cm)');
    const events: GameEvent[] = [];
    // Limbered, the battery goes by its own team (horse transport, 25 cm cross country) less the two limbering d10s.
    expect(embark(s, battery, lorry, forcedDice([3, 4]), events)).toBe(true);
    expect(events[0]!.text).toBe('battery are hooked up to lorry to be towed');
    expect(events[0]!.roll).toMatchObject({ table: 'movement', column: 'Horse transport (limbered guns), cross country 25 cm', dice: [3, 4], result: '2 penalties (limbering to the transport): 25 − 7 = 18 cm left, 5 cm to go' });
    // The movement rules table gives what the game did.
    const table = CORE_TABLES.find((t) => t.id === 'movement')!;
    expect(table.lookup({ type: 'horse-transport', road: 'no', penalties: '3,4' })).toEqual({ ok: true, value: { rate: 25, cm: 18 } });
    expect(battery.status).toBe('aboard');
    expect(battery.limbered).toBe(true);
    expect(activatable(s, 'red').map((u) => u.id)).not.toContain('battery');
    const view = tableView(s);
    expect(view.units.find((u) => u.id === 'lorry')!.stats.Towing).toBe('battery');
    expect(view.units.find((u) => u.id === 'battery')!.stats['Towed by']).toBe('lorry');
    // the table draws it hitched behind the lorry, not standing in its bed
    expect(view.units.find((u) => u.id === 'battery')!.towed).toBe(true);
  });

  it('towed, the battery goes at the lorry\'s rate: 60 cm on the road (wheeled vehicles), against its own team\'s 30', () => {
    const s = startedState(scenario(['aboard-lorry']), 'red');
    const lorry = acting(s, 'lorry'), battery = unitOf(s, 'battery');
    expect(battery.limbered).toBe(true);
    const road = wayFor(s, 'wheeled', centreOf(lorry), { x: 30, y: 4 + toInches(60) });
    expect(rateCm(lorry, road)).toBe(60);
    expect(rateCm(battery, wayFor(s, 'horse-transport', centreOf(lorry), { x: 30, y: 4 + toInches(60) }))).toBe(30);
    const r = stepGame(s, { type: 'move', side: 'red', unitId: 'lorry', x: 30, y: 4 + toInches(55), toFire: false }, forcedDice([]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(centreOf(unitOf(r.value.state, 'battery')).y).toBeCloseTo(4 + toInches(55));
  });

  it('unlimbering is the transport\'s: two penalties off its move, and the battery is set down unlimbered, free to fire this move', () => {
    const s = startedState(scenario(['aboard-lorry']), 'red');
    const lorry = acting(s, 'lorry');
    expect(optionsFor(s).map((c) => c.label)).toContain('lorry: unlimber battery');
    const events: GameEvent[] = [];
    unload(s, lorry, forcedDice([2, 5]), events);
    const battery = unitOf(s, 'battery');
    expect(lorry.spentCm).toBe(7);
    expect(events.map((e) => e.text)).toEqual(['lorry unlimber battery', 'battery are set down unlimbered beside lorry']);
    expect(events[0]!.roll!.result).toBe('2 penalties (unlimbering a towed gun): 7 cm off the move');
    expect(battery.limbered).toBe(false);
    expect(battery.spentCm).toBe(0);
    expect(activatable(s, 'red').map((u) => u.id)).toContain('battery');
  });

  it('"Soft transport are eliminated when half the passengers are eliminated": a towed battery\'s load is its hits left (3)', () => {
    const s = startedState(scenario(['aboard-lorry']), 'red');
    const lorry = unitOf(s, 'lorry'), battery = unitOf(s, 'battery');
    const events: GameEvent[] = [];
    takeCasualties(lorry, 2, forcedDice([]), events);
    settlePassengers(s, forcedDice([]), events);
    expect(events[0]!.text).toBe('lorry (soft transport): 2 casualties, 2 in all: 1 hit (1 per 2), 2 on the passengers; eliminated (eliminated at 2, half its load of 3) (Ten Rounds Rapid: 12 Soft Transports)');
    expect(battery.hits).toBe(2);
    expect(lorry.status).toBe('destroyed');
    expect(battery.status).toBe('ready');
  });

  it('a battery may start towed (aboard-<transport id>); cavalry may not, refused by the tag\'s JSON path', () => {
    expect(checkScenario(scenario(['aboard-lorry'])).filter((p) => p.severity === 'error')).toEqual([]);
    const bad = trrScenario([{ id: 'lorry', troopType: 'red-lorries', x: 30, y: 4 }, company('horse', 'red-cavalry', 28, 4, { tags: ['aboard-lorry'] })], [company('w', 'white-rifles', 30, 38)]);
    expect(checkScenario(bad).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`)).toEqual([
      '$.sides.red.units[1].tags[0]: only foot (rifle companies, MG and mortar platoons, OP teams) ride in soft transport, and batteries are towed',
    ]);
  });
});
