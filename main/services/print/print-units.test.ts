import { describe, expect, it } from 'vitest';
import { guessTroopClass, printUnits, unitCentre } from './print-units.ts';
import { printSampleScenario } from './sample-scenario.ts';
import { duelRuleset } from '../../../shared/testing/duel-ruleset.ts';
import type { AnyRuleset } from '../../../shared/rulesets/registry.ts';

describe('printUnits', () => {
  const scenario = printSampleScenario();

  it('lists red units, then white, with strengths counted from bases or figures', () => {
    const units = printUnits(scenario, undefined);
    expect(units[0]).toMatchObject({ id: 'red-cmd', side: 'red', strength: '1 base' });
    expect(units.find((u) => u.id === 'sailors-1')?.strength).toBe('8 bases');
    expect(units.find((u) => u.id === 'red-mg')?.strength).toBe('3 figures on 1 base');
    expect(units.at(-1)?.side).toBe('white');
  });

  it('takes class, base size and numbers from the rule set\'s troop type when it has one', () => {
    const ruleset: AnyRuleset = {
      ...(duelRuleset as unknown as AnyRuleset),
      troopTypes: [{ id: 'sailors', name: 'Red Sailors', army: 'red', armyName: 'Red Army', troopClass: 'cavalry', base: { width: 2, depth: 1 }, bases: { min: 1, max: 9, default: 8 }, stats: { 'Morale Rating': 4 } }],
    };
    const sailors = printUnits(scenario, ruleset).find((u) => u.id === 'sailors-1')!;
    expect(sailors).toMatchObject({ troopTypeName: 'Red Sailors', troopClass: 'cavalry', baseSize: { width: 2, depth: 1 }, stats: { 'Morale Rating': 4 } });
  });

  it('puts the symbol at the middle of the bases', () => {
    const unit = printUnits(scenario, undefined).find((u) => u.id === 'sailors-1')!;
    expect(unitCentre(unit)).toEqual({ x: expect.closeTo(24 + 3.5 * 1.2, 9), y: 5 });
  });
});

describe('guessTroopClass', () => {
  it.each([
    ['maxim-mg', 'mg'], ['heavy-machine-gun', 'mg'], ['field-gun', 'field-gun'], ['cossack-sotnia', 'cavalry'], ['tachanka', 'tachanka'],
    ['armoured-train-engine', 'train-engine'], ['train-wagon', 'train-car'], ['armoured-car', 'armoured-car'], ['tank', 'tank'],
    ['commissar', 'commissar'], ['artillery-observer', 'observer'], ['commander', 'commander'], ['sailors', 'infantry'],
  ])('%s → %s', (id, troopClass) => {
    expect(guessTroopClass(id)).toBe(troopClass);
  });
});
