import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenario } from '../check-scenario.ts';
import { centreOf } from '../state.ts';
import { optionsFor } from '../options.ts';
import { takeCasualties } from '../combat/casualties.ts';
import { activatable } from '../sequence.ts';
import { fireTargets } from '../combat/fire.ts';
import { softTarget } from '../combat/fire-adapter.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { embark, embarkRefusal, settlePassengers, unload, unloadRefusal } from './carrying.ts';
import { TRANSPORT_CAPACITY, damageTo, transportEliminated } from './soft-transport.ts';
import { EFFECT_LOOKUPS } from '../fire/effects/lookups.ts';
import { lorryRoad } from './transport-fixture.ts';
import { tableView } from '../view.ts';

const acting = (s: ReturnType<typeof startedState>, id: string) => { const u = unitOf(s, id); u.band = 'any'; s.phase = 'act'; s.activeUnit = id; return u; };

describe('soft transport: "Transport vehicles represent enough of their prototypes to lift … their assigned passengers"', () => {
  it('a unit tagged aboard-<transport> starts aboard, riding on it, neither activated nor a target', () => {
    const s = startedState(lorryRoad());
    const riders = unitOf(s, 'red-riders'), lorry = unitOf(s, 'red-lorry');
    expect(riders.status).toBe('aboard');
    expect(lorry.carry?.passenger).toBe('red-riders');
    expect(centreOf(riders)).toEqual(centreOf(lorry));
    expect(activatable(s, 'red').map((u) => u.id)).not.toContain('red-riders');
    const mg = acting(s, 'red-mg');
    expect(fireTargets(s, mg).map((u) => u.id)).not.toContain('white-riders');
  });

  it('refuses a bad aboard tag by its JSON path', () => {
    const bad = trrScenario([{ id: 'mg', troopType: 'red-mg', x: 10, y: 5 }, company('a', 'red-rifles', 20, 5, { tags: ['aboard-mg'] }),
      { id: 'w', troopType: 'red-wagons', x: 30, y: 5 }, company('b', 'red-rifles', 32, 5, { tags: ['aboard-w'] }), company('c', 'red-rifles', 40, 5, { tags: ['aboard-w'] })], [company('x', 'white-rifles', 20, 35)]);
    const errors = checkScenario(bad).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);
    expect(errors).toEqual([
      '$.sides.red.units[1].tags[0]: "mg" is not a soft transport of this side',
      '$.sides.red.units[4].tags[0]: "w" already carries "b": one unit a transport',
    ]);
  });

  it('"Infantry take 1 penalty from their move to mount": the way\'s penalties and one more come off the move; what is left must reach', () => {
    const s = startedState(lorryRoad());
    const walkers = acting(s, 'red-walkers'), carts = unitOf(s, 'red-carts');
    expect(embarkRefusal(s, walkers, carts)).toBeNull();
    expect(optionsFor(s).map((c) => c.label)).toContain('red-walkers: get aboard red-carts (5 cm)');
    const events: GameEvent[] = [];
    expect(embark(s, walkers, carts, forcedDice([7]), events)).toBe(true);
    expect(events[0]!.roll!.result).toBe('1 penalty (mounting): 20 − 7 = 13 cm left, 5 cm to go');
    expect(walkers.status).toBe('aboard');
    // A unit whose penalty leaves too little walks that far and stays on foot.
    const far = startedState(lorryRoad());
    const w2 = acting(far, 'red-walkers'), c2 = unitOf(far, 'red-carts');
    c2.pieces = c2.pieces.map((p) => ({ ...p, x: p.x + 6 }));
    const before = centreOf(w2);
    expect(embark(far, w2, c2, forcedDice([10]), [])).toBe(false);
    expect(w2.status).toBe('ready');
    expect(centreOf(w2).x).toBeGreaterThan(before.x);
  });

  it('"Vehicles and horse transport take 2 Penalties to … unload passengers": two d10 cm off the transport\'s move; the passengers one off theirs', () => {
    const s = startedState(lorryRoad());
    const lorry = acting(s, 'red-lorry');
    expect(unloadRefusal(s, lorry)).toBeNull();
    expect(optionsFor(s).map((c) => c.label)).toContain('red-lorry: unload red-riders');
    const events: GameEvent[] = [];
    unload(s, lorry, forcedDice([4, 5, 6]), events);
    const riders = unitOf(s, 'red-riders');
    expect(lorry.spentCm).toBe(9);
    expect(riders.spentCm).toBe(6);
    expect(riders.status).toBe('ready');
    expect(lorry.carry?.passenger).toBeNull();
    expect(events.map((e) => e.roll?.result)).toContain('2 penalties (unloading passengers): 9 cm off the move');
    expect(activatable(s, 'red').map((u) => u.id)).toContain('red-riders');
  });

  it('"Soft transport counts as light cover. Soft transport takes 1 hit per 2 casualties, Passengers take hits as normal"', () => {
    const s = startedState(lorryRoad());
    const lorry = unitOf(s, 'red-lorry'), riders = unitOf(s, 'red-riders');
    // The fire rules give a 'soft-transport' target its light cover.
    expect(softTarget(s, lorry)?.kind).toBe('soft-transport');
    const events: GameEvent[] = [];
    expect(takeCasualties(lorry, 3, forcedDice([]), events)).toBe(1);
    expect(lorry.hits).toBe(1);
    expect(events[0]!.text).toBe('red-lorry (soft transport): 3 casualties, 3 in all: 1 hit (1 per 2), 3 on the passengers; runs on (eliminated at 4, half its load of 8) (Ten Rounds Rapid: 12 Soft Transports)');
    // The passengers take theirs as the step settles: each casualty rolled on the specialist table as always (none here).
    settlePassengers(s, forcedDice([1, 1, 1]), events);
    expect(riders.figures).toBe(5);
    expect(lorry.status).toBe('ready');
  });

  it('"Soft transport are eliminated when half the passengers are eliminated": the rest get down beside the wreck', () => {
    const s = startedState(lorryRoad());
    const lorry = unitOf(s, 'red-lorry'), riders = unitOf(s, 'red-riders');
    takeCasualties(lorry, 4, forcedDice([]), []);
    const events: GameEvent[] = [];
    settlePassengers(s, forcedDice([1, 1, 1, 1]), events);
    expect(riders.figures).toBe(4);
    expect(lorry.status).toBe('destroyed');
    expect(riders.status).toBe('ready');
    expect(events.map((e) => e.text)).toContain('red-lorry are eliminated: 4 casualties against it, at least 4 (half its load of 8, rounded up) (Ten Rounds Rapid: 12 Soft Transports)');
    // Empty when first fired on, its load is a full company's ten (decision): five casualties end it.
    const empty = { passenger: null, aboard: 0, load: null, casualties: 0, pending: 0 };
    expect(damageTo(empty, 4)).toMatchObject({ load: TRANSPORT_CAPACITY, eliminated: false, passengersLost: 0 });
    expect(transportEliminated({ ...empty, load: 10, casualties: 5 })).toBe(true);
  });

  it('the soft-transport rules table gives what the game did', () => {
    const table = EFFECT_LOOKUPS.find((t) => t.id === 'soft-transport')!;
    const s = startedState(lorryRoad());
    const lorry = unitOf(s, 'red-lorry');
    takeCasualties(lorry, 3, forcedDice([]), []);
    const r = table.lookup({ load: '8', aboard: '8', casualties: '3' });
    expect(r.ok && r.value).toEqual({ casualties: lorry.carry!.casualties, hits: lorry.hits, passengersLost: lorry.carry!.pending, eliminated: false });
  });

  it('the unit cards name what a transport carries and what a passenger rides in', () => {
    const view = tableView(startedState(lorryRoad()));
    expect(view.units.find((u) => u.id === 'red-lorry')!.stats.Carrying).toBe('red-riders');
    expect(view.units.find((u) => u.id === 'red-riders')!.stats.Aboard).toBe('red-lorry');
  });
});
