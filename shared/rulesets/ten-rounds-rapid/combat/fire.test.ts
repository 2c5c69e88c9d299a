import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { fire, fireBar, fireInput, fireTargets } from './fire.ts';
import { takeCasualties } from './casualties.ts';
import { halvings, softFirer } from './fire-adapter.ts';
import { company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';

const facing = (extra = {}) => trrScenario(
  [company('r', 'red-rifles', 10, 5, { specialists: ['lmg', 'lmg'] }), { id: 'mg', troopType: 'red-mg', x: 20, y: 5 }],
  [company('w', 'white-rifles', 10, 5 + toInches(20)), company('far', 'white-rifles', 40, 5 + toInches(45))],
  [], extra,
);

describe('who may fire (sections 8, 11 and 12)', () => {
  it('"Infantry, Cavalry (inc tchankas) and AFV\'s may move and fire, or fire and move": a company that moved without the penalty may not fire; with it, it may ("moving and firing takes one penalty")', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    r.band = 'any';
    r.moved = true;
    expect(fireBar(r)).toMatch(/without taking the penalty/);
    r.movedToFire = true;
    expect(fireBar(r)).toBeNull();
  });
  it('"Tripod MG\'s … may not move and fire"', () => {
    const s = startedState(facing());
    const mg = unitOf(s, 'mg');
    mg.band = 'any';
    mg.moved = true;
    mg.movedToFire = true;
    expect(fireBar(mg)).toMatch(/may not move and fire/);
  });
  it('a routing unit never fires ("No firing")', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    r.band = 'rout';
    r.status = 'routing';
    expect(fireBar(r)).toMatch(/routing/);
    expect(fireTargets(s, r)).toEqual([]);
  });
  it('a halted unit fires with its firepower halved ("Firepower is halved")', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    r.band = 'retire';
    r.status = 'halted';
    expect(fireInput(s, r, unitOf(s, 'w'))!.halved).toEqual(['retiring']);
  });
  it('fires only at what it locates: stationary foot in the open are seen at 50 cm, so the company 20 cm off is a target and the one 45 cm across the table beyond sight is not', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    r.band = 'any';
    expect(fireTargets(s, r).map((t) => t.id)).toEqual(['w']);
  });
});

describe('the firer and its casualties', () => {
  it('a company fires its figures and its LMG: "1 per firing figure", "+ 4 If Carrying LMG"', () => {
    const s = startedState(facing());
    expect(softFirer(unitOf(s, 'r'))).toMatchObject({ kind: 'small-arms', figures: 8, lmgFigures: 2 });
    expect(softFirer(unitOf(s, 'mg'))).toMatchObject({ kind: 'support', mount: 'tripod', weapons: 2 });
  });
  it('casualties are rifle figures unless the specialist roll takes one, and specialists when no rifle figure is left', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    const events: GameEvent[] = [];
    // Nine casualties, each rolled for on the specialist table: a 1 is a rifle figure; the ninth finds none left.
    takeCasualties(r, 9, forcedDice([1, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    expect(r.figures).toBe(0);
    expect(r.specialists.filter((x) => x.lost)).toHaveLength(1);
    expect(r.lostThisMove).toBe(9);
    // "modified by +1 for each figure the unit has lost": 1 + 9 = 10 takes the last LMG figure, picked by a d1.
    takeCasualties(r, 1, forcedDice([1, 1]), events);
    expect(r.status).toBe('destroyed');
  });
  // “Once the number of casualties has been decided they must be allocated. This is important to see if any specialist figures are removed.”
  it('"a die roll of 10 … results in a specialist figure casualty", chosen at random among them', () => {
    const s = startedState(facing());
    const r = unitOf(s, 'r');
    takeCasualties(r, 2, forcedDice([10, 2, 4]), []);
    expect(r.figures).toBe(7);
    expect(r.specialists.map((x) => x.lost)).toEqual([false, true]);
  });
  it('"Machine guns can take two hits before being destroyed"', () => {
    const s = startedState(facing());
    const mg = unitOf(s, 'mg');
    takeCasualties(mg, 1, forcedDice([]), []);
    expect(mg.status).toBe('ready');
    takeCasualties(mg, 3, forcedDice([]), []);
    expect(mg.hits).toBe(2);
    expect(mg.status).toBe('destroyed');
  });
  it('"Tripod MG models represent two weapons" and each "can take two hits": a two-model platoon fires 4, 3, 2 and 2 halved weapons as hits land, and goes at the fourth (README "Machine-gun platoons")', () => {
    const s = startedState(trrScenario([{ id: 'mg', troopType: 'red-mg', x: 20, y: 5, bases: 2 }], [company('w', 'white-rifles', 10, 30)]));
    const mg = unitOf(s, 'mg');
    const fires = () => { const f = softFirer(mg); return f && f.kind === 'support' ? `${f.weapons}${halvings(mg).length > 0 ? ' halved' : ''}` : 'none'; };
    expect(fires()).toBe('4');
    const events: GameEvent[] = [];
    for (const expected of ['3', '2', '2 halved']) {
      takeCasualties(mg, 1, forcedDice([]), events);
      expect(mg.status).toBe('ready');
      expect(fires()).toBe(expected);
    }
    expect(events.map((e) => e.text)).toEqual([
      'mg take 1 hit: a machine gun hit once fires one weapon of its two', 'mg take 1 hit: a machine gun knocked out', 'mg take 1 hit: basic factor halved',
    ]);
    expect(takeCasualties(mg, 3, forcedDice([]), [])).toBe(1);
    expect(mg.hits).toBe(4);
    expect(mg.status).toBe('destroyed');
  });
  it('fires through the direct-fire rules and lands the casualty table\'s result', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 5 + toInches(20))], [line('hedge', 'hedge', [[0, 30], [60, 30]])]));
    const r = unitOf(s, 'r');
    r.band = 'any';
    const events: GameEvent[] = [];
    // 8 figures at 20 cm (medium): column C reads 8; a 10 on row 8 is 2 casualties.
    fire(s, r, unitOf(s, 'w'), forcedDice([10, 3, 5]), events);
    expect(events[0]!.text).toMatch(/medium range: basic factor 8 \(8 figures firing\); column C: final fire factor 8/);
    expect(unitOf(s, 'w').figures).toBe(6);
    expect(r.fired).toBe(true);
  });
});

describe('field guns (section 12 "Field Guns")', () => {
  it('"Field guns with shields, fired at from the front, can only be hit by small arms fire at close or point blank range"', () => {
    const gunAt = (y: number) => {
      const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [{ id: 'g', troopType: 'white-field-gun', x: 10, y: 5 + toInches(y) }]));
      const gun = unitOf(s, 'g');
      gun.pieces = gun.pieces.map((p) => ({ ...p, facing: 180 }));
      const r = unitOf(s, 'r');
      r.band = 'any';
      return fireInput(s, r, unitOf(s, 'g'));
    };
    expect(gunAt(20)).toBeNull();
    expect(gunAt(7)?.target).toMatchObject({ kind: 'gun-crew', cover: 'medium' });
  });
});
