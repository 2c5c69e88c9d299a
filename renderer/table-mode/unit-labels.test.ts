import { describe, expect, it } from 'vitest';
import kamenka from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import komuch from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import lipki from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import raid from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import tsaritsynWire from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { checkScenarioDocument, getRuleset } from '../../shared/rulesets/registry.ts';
import { startGame } from '../../shared/engine/game.ts';
import { statesOfARandomGame } from '../../shared/testing/random-states.ts';
import { baseObstacle, labelBox, placeMapLabels, wrappedLabel, type MapLabel } from './map-labels.ts';
import { drawnFeatures, toSvg } from './map-shapes.ts';
import { shortUnitName, strengthText, UNIT_FONT, unitLabels } from './unit-labels.ts';

const FEATURE_FONT = { size: 1.5, perCharacter: 0.56 };

describe('a unit\'s short name on the top-down map', () => {
  it('shortens the army\'s words, leaves off what is in brackets, and names a vehicle by its own name', () => {
    expect(shortUnitName('1st Red infantry company')).toBe('1st Red Inf Coy');
    expect(shortUnitName('2nd Red infantry company (with Lewis gun)')).toBe('2nd Red Inf Coy');
    expect(shortUnitName('1st Section, Red Field Battery')).toBe('1st Sec Red Fie…');
    expect(shortUnitName("Armoured Train 'Orlik'")).toBe('Orlik');
    expect(shortUnitName('Komuch Maxim')).toBe('Komuch Maxim');
  });

  it('cuts a long name to 16 letters at most, its start kept', () => {
    const short = shortUnitName('Sailors of the Baltic detachment');
    expect(short).toBe('Sailors Baltic…');
    expect(shortUnitName('6th Czechoslovak Rifles of the Volga').length).toBeLessThanOrEqual(16);
  });

  it('gives the strength as now of the start, with the state of a unit not in good order', () => {
    const unit = { strength: { now: 7, start: 10, unit: 'figures' }, status: 'active' } as UnitView;
    expect(strengthText(unit)).toBe('7/10');
    expect(strengthText({ ...unit, status: 'routed' })).toBe('7/10 routed');
  });
});

describe('the units\' labels on the top-down map of each bundled scenario', () => {
  const BUNDLED: Readonly<Record<string, unknown>> = { kamenka, komuch, lipki, raid, tsaritsynWire };
  const layout = (name: string, state?: unknown) => {
    const s = checkScenarioDocument(BUNDLED[name]).scenario!;
    const ruleset = getRuleset(s.ruleset.id)!;
    const units = ruleset.view(state ?? startGame(ruleset, s, 1).state.game).units;
    const H = s.table.height;
    const obstacles = units.flatMap((u) => u.bases.map((b) => baseObstacle(toSvg(b, H), u.baseSize, b.facing)));
    const forUnits = unitLabels(units, H);
    const names: MapLabel[] = drawnFeatures(s.terrain, H).filter((f) => f.label).map((f) => wrappedLabel(f.label!, f.at, f.rank));
    const labels: MapLabel[] = [...forUnits, ...names];
    const at = placeMapLabels(labels, FEATURE_FONT, s.table, obstacles);
    const boxes = labels.map((l, i) => ({ text: l.text, x: at[i]!.x, y: at[i]!.y, ...labelBox(l, FEATURE_FONT) }));
    return { s, units, forUnits, boxes, obstacles };
  };
  const overlaps = (a: { x: number; y: number; half: number; tall: number }, b: { x: number; y: number; half: number; tall: number }) =>
    Math.abs(a.x - b.x) < a.half + b.half - 1e-9 && Math.abs(a.y - b.y) < (a.tall + b.tall) / 2 - 1e-9;

  it.each(Object.keys(BUNDLED))('%s: every unit on the table labelled by name, never by id', (name) => {
    const { units, forUnits } = layout(name);
    const shown = units.filter((u) => u.bases.length > 0 && u.aboard === undefined);
    expect(forUnits.map((l) => l.unitId)).toEqual(shown.map((u) => u.id));
    for (const [i, l] of forUnits.entries()) {
      expect(l.name).toBe(shortUnitName(shown[i]!.name));
      expect(l.name).not.toContain(shown[i]!.id);
      expect(l.font).toBe(UNIT_FONT);
    }
  });

  it.each(Object.keys(BUNDLED))('%s: no label over another, nor a unit\'s label over any base', (name) => {
    const { boxes, forUnits, obstacles } = layout(name);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!), `${boxes[i]!.text} / ${boxes[j]!.text}`).toBe(false);
    }
    for (let i = 0; i < forUnits.length; i++) expect(obstacles.filter((o) => overlaps(boxes[i]!, o)).length, boxes[i]!.text).toBe(0);
  });

  it.each(Object.keys(BUNDLED))('%s: no label over another as the units close in a game of random choices', (name) => {
    const s = checkScenarioDocument(BUNDLED[name]).scenario!;
    const states = statesOfARandomGame(getRuleset(s.ruleset.id)!, s, 9, 160).filter((_, i) => i % 10 === 0);
    expect(states.length).toBeGreaterThan(2);
    for (const state of states) {
      const { boxes } = layout(name, state);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!), `${boxes[i]!.text} / ${boxes[j]!.text}`).toBe(false);
      }
    }
  });

  it('letters a long name of the terrain on lines of 24 letters at most', () => {
    const label = wrappedLabel('the Czech armoured train (off table, firing from beyond the railway)', { x: 1, y: 2 }, 0);
    expect(label.wrapped).toEqual(['the Czech armoured train', '(off table, firing from', 'beyond the railway)']);
    expect(label).toMatchObject({ text: 'the Czech armoured train', lines: 3 });
    expect(wrappedLabel('Lipki', { x: 0, y: 0 }, 0)).toMatchObject({ wrapped: ['Lipki'], lines: 1 });
  });

  it('puts a unit\'s label next to its miniatures, not across the table', () => {
    const { boxes, forUnits } = layout('komuch');
    for (const [i, l] of forUnits.entries()) expect(Math.hypot(boxes[i]!.x - l.at.x, boxes[i]!.y - l.at.y), l.text).toBeLessThan(12);
  });
});
