import { describe, expect, it } from 'vitest';
import type { CommandView, UnitView } from '../../shared/engine/ruleset.ts';
import { parseScenarioShape } from '../../shared/scenario/shape.ts';
import { SeededDice, rngFromSeed } from '../../shared/engine/dice.ts';
import { forwardComrades } from '../../shared/rulesets/forward-comrades/index.ts';
import lipki from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import { labelHalfWidth, labelHeight } from '../scene/label-placement.ts';
import { terrainNames } from './terrain-names.ts';
import { COMMAND_COLOUR, characteristicWords, commandCaption, commandOverlays, commandingLeader } from './command-marks.ts';

const unit = (id: string, over: Partial<UnitView> = {}): UnitView => ({
  id, side: 'red', name: id, troopType: 't', troopClass: 'infantry', bases: [{ x: 10, y: 10, facing: 0, figures: 4 }], baseSize: { width: 1.5, depth: 1 },
  officers: [], markers: [], status: 'active', strength: { now: 1, start: 1, unit: 'bases' }, stats: {}, ...over,
});
const command: CommandView = {
  centre: { x: 5, y: 5 },
  rings: [{ radius: 12, label: '12": will move' }, { radius: 24, label: '24": moves on 1-9 (D10)' }],
  unitIds: ['inf', 'gone'],
};
const gusev = unit('gusev', { name: 'Battalion Commander Gusev', troopClass: 'officer', command });
const inf = unit('inf', { name: '1st Simbirsk Battalion', commander: 'gusev' });
const gone = unit('gone', { bases: [], status: 'destroyed', commander: 'gusev' });
const stray = unit('stray', { commander: 'nobody' });
const byId = new Map([gusev, inf, gone, stray].map((u) => [u.id, u]));
const TABLE = { width: 72, height: 48 };

describe('a leader\'s command on the play table', () => {
  it('shows for the leader selected, and for a unit under him', () => {
    expect(commandingLeader(gusev, byId)).toBe(gusev);
    expect(commandingLeader(inf, byId)).toBe(gusev);
    expect(commandingLeader(stray, byId)).toBeNull();
    expect(commandingLeader(null, byId)).toBeNull();
    expect(commandOverlays(unit('other'), byId, TABLE)).toEqual([]);
  });

  it('draws the rule set\'s rings with their words round the leader, his name, and a ring round each unit of his still on the table', () => {
    const overlays = commandOverlays(inf, byId, TABLE);
    const rings = overlays.filter((o) => o.kind === 'circle' && o.centre.x === 5 && o.centre.y === 5);
    expect(rings.map((o) => o.kind === 'circle' && [o.radius, o.label])).toEqual([[12, '12": will move'], [24, '24": moves on 1-9 (D10)'], [1.2, undefined]]);
    // The unit's ring sits on its centre; the destroyed unit has none.
    const around = overlays.filter((o) => o.kind === 'circle' && o.centre.x === 10);
    expect(around).toHaveLength(1);
    expect(overlays.every((o) => o.color === COMMAND_COLOUR)).toBe(true);
  });

  it('writes each ring\'s words on the ring toward the middle of the table, so a leader by the far edge has them on the table', () => {
    const far = unit('far', { command: { ...command, centre: { x: 36, y: 46 } } });
    const rings = commandOverlays(far, new Map([['far', far]]), TABLE).filter((o) => o.kind === 'circle' && o.label);
    expect(rings.map((o) => o.kind === 'circle' && o.labelAt)).toEqual([{ x: 36, y: 34 }, { x: 36, y: 22 }]);
    const near = commandOverlays(gusev, byId, TABLE)[0]!;
    // from (5, 5) toward (36, 24): 12" along that line
    expect(near.kind === 'circle' && Math.hypot(near.labelAt!.x - 5, near.labelAt!.y - 5)).toBeCloseTo(12, 9);
  });

  it('moves a ring\'s words off a unit standing where they would go', () => {
    // From (5, 5) toward the middle, 12" along the line: a unit stands there, so the words go round the ring.
    const blocking = unit('blocking', { bases: [{ x: 5 + 12 * 31 / Math.hypot(31, 19), y: 5 + 12 * 19 / Math.hypot(31, 19), facing: 0, figures: 4 }] });
    const withIt = new Map([...byId, ['blocking', blocking]]);
    const free = commandOverlays(gusev, byId, TABLE)[0]!, moved = commandOverlays(gusev, withIt, TABLE)[0]!;
    if (free.kind !== 'circle' || moved.kind !== 'circle') throw new Error('rings are circles');
    expect(Math.hypot(moved.labelAt!.x - 5, moved.labelAt!.y - 5)).toBeCloseTo(12, 9);
    expect(Math.hypot(moved.labelAt!.x - free.labelAt!.x, moved.labelAt!.y - free.labelAt!.y)).toBeGreaterThan(2);
  });

  it('moves a ring\'s words off a terrain name lettered where they would go', () => {
    const free = commandOverlays(gusev, byId, TABLE)[0]!;
    if (free.kind !== 'circle') throw new Error('rings are circles');
    const moved = commandOverlays(gusev, byId, TABLE, [{ text: 'Objective: Lipki', p: free.labelAt! }])[0]!;
    if (moved.kind !== 'circle') throw new Error('rings are circles');
    expect(Math.hypot(moved.labelAt!.x - 5, moved.labelAt!.y - 5)).toBeCloseTo(12, 9);
    expect(Math.hypot(moved.labelAt!.x - free.labelAt!.x, moved.labelAt!.y - free.labelAt!.y)).toBeGreaterThan(1);
  });

  it('adds the rule set\'s note to the leader\'s name', () => {
    const chief = unit('chief', { name: 'Army Commander', command: { ...command, note: 'may also lead any unit of his side' } });
    const labels = commandOverlays(chief, new Map([['chief', chief]]), TABLE).map((o) => o.label);
    expect(labels).toContain('Army Commander: may also lead any unit of his side');
  });

  it('says on the card whose command is drawn', () => {
    expect(commandCaption(inf, byId, 'in')).toBe('Ringed on the table: Battalion Commander Gusev\'s command distances (12", 24") and the 2 units he commands.');
    expect(commandCaption(gusev, byId, 'in')).toMatch(/^Ringed on the table: his command distances/);
    expect(commandCaption(stray, byId, 'in')).toBeNull();
  });

  it('says the distances in centimetres under a rule set that measures in them, never in inches', () => {
    // 12" and 24" are 30.48 and 60.96 cm: whole centimetres from 20 cm up, as the tape reads them.
    const caption = commandCaption(inf, byId, 'cm');
    expect(caption).toBe('Ringed on the table: Battalion Commander Gusev\'s command distances (30 cm, 61 cm) and the 2 units he commands.');
    expect(caption).not.toContain('"');
  });
});

describe('a leader\'s command words clear of the officers\' characteristics', () => {
  it('letters Tukhachevsky\'s rings and note at Lipki clear of every officer\'s characteristic, as the top view shows them', () => {
    const parsed = parseScenarioShape(lipki);
    if (!parsed.ok) throw new Error('Lipki parses');
    const scenario = parsed.value;
    const { state } = forwardComrades.setup(scenario, new SeededDice(rngFromSeed(3)));
    const view = forwardComrades.view(state);
    const units = new Map(view.units.map((u) => [u.id, u]));
    const chief = units.get('tukhachevsky')!;
    const tall = labelHeight(TABLE);
    const traits = characteristicWords(view.units, tall, TABLE);
    expect(traits.length).toBeGreaterThan(3);
    const words = commandOverlays(chief, units, TABLE, terrainNames(scenario)).filter((o) => o.kind === 'circle' && o.label);
    expect(words.length).toBe(chief.command!.rings.length + 1);
    for (const o of words) {
      if (o.kind !== 'circle') continue;
      const half = labelHalfWidth(o.label!, tall, TABLE);
      const p = o.labelAt!;
      const hit = traits.filter((t) => Math.abs(t.p.x - p.x) < t.half + half && Math.abs(t.p.y - p.y) < (t.tall + tall) / 2);
      expect(hit, o.label).toEqual([]);
    }
  });
});
