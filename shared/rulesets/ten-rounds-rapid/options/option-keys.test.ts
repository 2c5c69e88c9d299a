import { describe, expect, it } from 'vitest';
import { area, company, trrScenario } from '../test-fixtures.ts';
import { checkAircraftOption } from './aircraft-options.ts';
import { checkPlannedFireOption } from './planned-fire-options.ts';
import { checkSosOption } from './sos-options.ts';

/** Every problem the three families of keyed options give, in order, as each checker has always worded them. */

type Options = Record<string, string | number | boolean>;
const scenario = (options: Options, overrides = {}) => trrScenario(
  [company('r', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 30, 36)],
  [area('wood', 'woods', 20, 20, 24, 24)], { ruleset: { id: 'ten-rounds-rapid', options }, ...overrides },
);
const said = (check: typeof checkSosOption, options: Options, overrides = {}) => {
  const s = scenario(options, overrides);
  return Object.entries(options).flatMap(([key, value]) => check(s, key, value).map((p) => `${p.path}: ${p.message}`));
};

describe('options keyed by side or area', () => {
  it('aircraft (section 17): a side named, each value, the side\'s aircraft needed, none at night', () => {
    expect(said(checkAircraftOption, { 'aircraft.blue': 'scout' })).toEqual(['$.ruleset.options["aircraft.blue"]: aircraft support a side: "aircraft.red" or "aircraft.white", not "aircraft.blue"']);
    expect(said(checkAircraftOption, { 'aircraft.white': 'zeppelin', 'aircraftFlights.white': 0, 'aircraftAltitude.red': 'space', 'aircraftArmoured.white': 'yes' })).toEqual([
      '$.ruleset.options["aircraft.white"]: a side\'s aircraft are one of: scout, light-bomber, heavy-bomber',
      '$.ruleset.options["aircraftFlights.white"]: flights are a whole number from 1 to 10 ("One model represents one flight, and makes one attack")',
      '$.ruleset.options["aircraftAltitude.red"]: an altitude is one of: low, medium, high',
      '$.ruleset.options["aircraftAltitude.red"]: "aircraftAltitude.red" needs "aircraft.red": the side\'s aircraft',
      '$.ruleset.options["aircraftArmoured.white"]: "aircraftArmoured.white" is true or false',
    ]);
    expect(said(checkAircraftOption, { 'aircraft.red': 'zeppelin' }, { weather: 'fog' })).toEqual([
      '$.ruleset.options["aircraft.red"]: a side\'s aircraft are one of: scout, light-bomber, heavy-bomber',
      '$.ruleset.options["aircraft.red"]: aircraft make no attacks in fog',
    ]);
  });

  it('planned fire (section 14): an area named, each value, the side and the move needed', () => {
    expect(said(checkPlannedFireOption, { 'plannedFire.hill': 0, 'plannedFireCalibre.wood': 20, 'plannedFireSide.wood': 'blue', 'plannedFireAmmunition.wood': 'nails' }, { turnLimit: 9 })).toEqual([
      '$.ruleset.options["plannedFire.hill"]: planned fire is aimed at an area; there is no area "hill" on the table',
      '$.ruleset.options["plannedFire.hill"]: the move planned fire falls on is a whole number from 1 to 9 (the move limit)',
      '$.ruleset.options["plannedFire.hill"]: planned fire needs "plannedFireSide.hill": the side whose battery fires',
      '$.ruleset.options["plannedFireCalibre.wood"]: a battery\'s calibre is a whole number of millimetres from 50 to 420',
      '$.ruleset.options["plannedFireCalibre.wood"]: "plannedFireCalibre.wood" needs "plannedFire.wood": the move it falls on',
      '$.ruleset.options["plannedFireSide.wood"]: the side that fires is one of: red, white',
      '$.ruleset.options["plannedFireSide.wood"]: "plannedFireSide.wood" needs "plannedFire.wood": the move it falls on',
      '$.ruleset.options["plannedFireAmmunition.wood"]: planned ammunition is one of: he-or-shrapnel, he, shrapnel, smoke, phosphorus, gas',
      '$.ruleset.options["plannedFireAmmunition.wood"]: "plannedFireAmmunition.wood" needs "plannedFire.wood": the move it falls on',
    ]);
  });

  it('SOS points (section 14): an area named, each value, the side needed', () => {
    expect(said(checkSosOption, { 'sos.hill': 'blue', 'sosCalibre.wood': 500, 'sosBatteries.wood': 4 })).toEqual([
      '$.ruleset.options["sos.hill"]: an SOS point is an area\'s centre; there is no area "hill" on the table',
      '$.ruleset.options["sos.hill"]: the side whose SOS point it is: one of red, white',
      '$.ruleset.options["sosCalibre.wood"]: an SOS battery\'s calibre is a whole number of millimetres from 50 to 420',
      '$.ruleset.options["sosCalibre.wood"]: "sosCalibre.wood" needs "sos.wood": the side whose SOS point it is',
      '$.ruleset.options["sosBatteries.wood"]: an SOS mission plans 1 to 3 batteries',
      '$.ruleset.options["sosBatteries.wood"]: "sosBatteries.wood" needs "sos.wood": the side whose SOS point it is',
    ]);
  });
});
