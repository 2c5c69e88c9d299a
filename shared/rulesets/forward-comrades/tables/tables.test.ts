import { describe, expect, it } from 'vitest';
import { armyMoraleBand, characterFails, characterFor, failureFor, fateFor, indirectBand, leadershipBand, leadershipPasses } from './tables-command.ts';
import { GUN_CHART, armourResultFor, criticalFor, halvedForCover, petrolResultFor, rangeBand, saved, shellHits, smallArmsHit, SMALL_ARMS_RANGES } from './tables-fire.ts';
import { armouredCarRoadDice, getsRoadDie, moveDice, roughRule } from './tables-move.ts';
import { meleeResult, moralePasses } from './tables-melee.ts';
import { RULES_TABLES } from './rules-tables.ts';

describe('the leadership table', () => {
  it('“12″ or less | Will move”, “24″ to 12″ | Move on 1-9”, “36″ to 24″ | Move on 1-8”, “Over 36″ or no leader | Move on 1-6”', () => {
    expect(leadershipBand(12).moveOn).toBe(10);
    expect(leadershipPasses(10, leadershipBand(12))).toBe(true);
    expect(leadershipBand(12.1).moveOn).toBe(9);
    expect(leadershipPasses(10, leadershipBand(20))).toBe(false);
    expect(leadershipBand(36).moveOn).toBe(8);
    expect(leadershipBand(36.5).moveOn).toBe(6);
    expect(leadershipBand(null).moveOn).toBe(6);
    expect(leadershipPasses(7, leadershipBand(null))).toBe(false);
  });
  it('an Efficient officer "May add 6" to the leadership distances"', () => {
    expect(leadershipBand(18, 6).moveOn).toBe(10);
    expect(leadershipBand(18, 0).moveOn).toBe(9);
    expect(leadershipBand(null, 6).moveOn).toBe(6);
  });
});

describe('officers', () => {
  it('the character table: "1 | He is a Fanatic", "2,3,4 | Committed", "5,6,7,8 | Normal", "9 | Efficient officer", "10 | A Coward"', () => {
    expect([1, 2, 4, 5, 8, 9, 10].map(characterFor)).toEqual(['fanatic', 'committed', 'committed', 'normal', 'normal', 'efficient', 'coward']);
  });
  it('the fate of a hit officer: "1,2 = Merely a scratch", "3-6 = Serious wound", "7-10 = Died for the Czar/Martyred for the revolution. DEAD!"', () => {
    expect([1, 2, 3, 6, 7, 10].map(fateFor)).toEqual(['scratch', 'scratch', 'wounded', 'wounded', 'dead', 'dead']);
  });
  it('"If the result is 6 (5 or 6 if coward), his character fails"; the lost consequence table is ours (README)', () => {
    expect(characterFails(5, 'normal')).toBe(false);
    expect(characterFails(6, 'normal')).toBe(true);
    expect(characterFails(5, 'coward')).toBe(true);
    expect([1, 3, 5].map(failureFor)).toEqual(['flees', 'unnerved', 'defects']);
  });
});

describe('army morale', () => {
  it('"30% = Chance of breaking is 1-3 on D10", "40% … 1-4", "50% … 1-5"', () => {
    expect(armyMoraleBand(29)).toBeNull();
    expect(armyMoraleBand(30)?.breaksOn).toBe(3);
    expect(armyMoraleBand(45)?.breaksOn).toBe(4);
    expect(armyMoraleBand(80)?.breaksOn).toBe(5);
  });
});

describe('the artillery chart', () => {
  // The chart, “Size of gun | Direct fire | indirect fire | Burst Area”: “Light: 57mm or so | Pt. Blank to 8″ | Close to 16″ | Long to 24″ | No indirect | 2″ square”,
  // “Field: 76mm or so | Pt. Blank to 12″ | Close to 24″ | Long to 48″ | Unlimited | 2″ square”, “Field guns have 4 crew | ROF: 1 shell per man per turn”,
  // “Medium: 100mm or so | Pt Blank to 12″ | Close to 28″ | Long to 54″ | Unlimited | 2.5″ square”, “Heavy: 150mm or so | Pt Blank to 12″ | Close to 30″ | Long to 60″ | Unlimited | 3″ square”.
  it('light, field, medium and heavy: ranges, burst, hit numbers, figures a hit, crews and rate of fire as the chart gives them', () => {
    expect(GUN_CHART.light).toMatchObject({ pointBlank: 8, close: 16, long: 24, indirect: false, burst: 2, hitOn: 9, figuresPerHit: 1, crew: 2, bombard: null });
    expect(GUN_CHART.field).toMatchObject({ pointBlank: 12, close: 24, long: 48, indirect: true, burst: 2, hitOn: 8, figuresPerHit: 1, crew: 4, bombard: 0 });
    expect(GUN_CHART.medium).toMatchObject({ pointBlank: 12, close: 28, long: 54, burst: 2.5, hitOn: 8, figuresPerHit: 2, crew: 4, bombard: 1 });
    expect(GUN_CHART.heavy).toMatchObject({ pointBlank: 12, close: 30, long: 60, burst: 3, hitOn: 7, figuresPerHit: 2, crew: 5, bombard: 2 });
    // "ROF: 2 shells per man per turn", "1 shell per man", "1 shell per 2 men", "1 shell per gun stand every turn".
    expect([GUN_CHART.light.shells(2), GUN_CHART.field.shells(4), GUN_CHART.medium.shells(4), GUN_CHART.heavy.shells(5)]).toEqual([4, 4, 2, 1]);
  });
  // “Example: A white battery of 76mm guns fires at a Red battalion in cover. The battery can see the target so it is direct fire, and the distance is 32″ so it is long range.”
  // “Now twelve D10 dice are rolled (One shell fired per each of the four gunners per section) with -1 (because it is long range) subtracted from each die.”
  // “inflicts hits on a D10 roll of 8-10 so three hits are scored”.
  it('the worked example: twelve D10 at -1 for long range, "9,8,8,6,6,5,5,4,2,2,1,1" after the modifier, three hits on 8-10', () => {
    expect(rangeBand(32, GUN_CHART.field)).toBe('long');
    expect(GUN_CHART.field.shells(GUN_CHART.field.crew) * 3).toBe(12);
    const raw = [10, 9, 9, 7, 7, 6, 6, 5, 3, 3, 2, 2];
    expect(raw.filter((d) => shellHits(d, -1, 'field')).length).toBe(3);
  });
  // “Each hit removes 1 man so if the target was in the open, three men would be ringed as dead”; in cover
  // “The D6 saving throw result is 4 so a second poor Red infantryman is ringed as dead”.
  it('"½ hits against targets in cover": three hits in cover are one man and a half hit rolled for, as the example does', () => {
    expect(halvedForCover(3)).toEqual({ whole: 1, half: 1 });
    expect(halvedForCover(4)).toEqual({ whole: 2, half: 0 });
    // "on 1-3 the hit did not occur - on 4-6 the hit did occur".
    expect(saved(3)).toBe(true);
    expect(saved(4)).toBe(false);
  });
  it('the tank table: "1,2,3 = Shell defeated", "4 = close miss", "5 = count as hit", "6 = Critical hit"; then engine, immobilised, on fire; petrol bombs "1,2,3 = count as a “hit” against the tank"', () => {
    expect([1, 3, 4, 5, 6].map(armourResultFor)).toEqual(['no-effect', 'no-effect', 'close-miss', 'counted-hit', 'critical']);
    expect([1, 2, 3, 4, 5, 6].map(criticalFor)).toEqual(['engine', 'engine', 'immobilised', 'immobilised', 'burning', 'burning']);
    expect([1, 3, 4, 5, 6].map(petrolResultFor)).toEqual(['counted-hit', 'counted-hit', 'blinded', 'ablaze', 'ablaze']);
  });
});

describe('small arms', () => {
  it('"5 & 6 hits against targets in open", modifiers added to each die; a natural 1 never hits (README)', () => {
    expect(smallArmsHit(4, 0)).toBe(false);
    expect(smallArmsHit(5, 0)).toBe(true);
    expect(smallArmsHit(4, 1)).toBe(true);
    expect(smallArmsHit(5, -1)).toBe(false);
    expect(smallArmsHit(1, 4)).toBe(false);
  });
  it('the lost ranges are Tachanka\'s: rifles 4", 12", 24"; heavy MGs 4", 16", 32"', () => {
    expect(rangeBand(4, SMALL_ARMS_RANGES.rifle)).toBe('point-blank');
    expect(rangeBand(12, SMALL_ARMS_RANGES.rifle)).toBe('close');
    expect(rangeBand(24, SMALL_ARMS_RANGES.rifle)).toBe('long');
    expect(rangeBand(25, SMALL_ARMS_RANGES.rifle)).toBeNull();
    expect(rangeBand(30, SMALL_ARMS_RANGES.hmg)).toBe('long');
  });
});

describe('movement tables', () => {
  it('both systems: "Infantry moving in open 2 D6" / "4"+D6"; "Cavalry … 4 D6" / "11"+D6"; "Officers … 6 D6" / "18"+D6"; "Trains; 5 D6" / "15"+D6"', () => {
    expect(moveDice('all-dice', 'infantry')).toEqual({ fixed: 0, dice: 2 });
    expect(moveDice('fixed-plus-d6', 'infantry')).toEqual({ fixed: 4, dice: 1 });
    expect(moveDice('all-dice', 'cavalry')).toEqual({ fixed: 0, dice: 4 });
    expect(moveDice('fixed-plus-d6', 'cavalry')).toEqual({ fixed: 11, dice: 1 });
    expect(moveDice('all-dice', 'officer')).toEqual({ fixed: 0, dice: 6 });
    expect(moveDice('fixed-plus-d6', 'officer')).toEqual({ fixed: 18, dice: 1 });
    expect(moveDice('all-dice', 'train')).toEqual({ fixed: 0, dice: 5 });
    expect(moveDice('fixed-plus-d6', 'train')).toEqual({ fixed: 15, dice: 1 });
    expect(moveDice('all-dice', 'ship-towing')).toEqual({ fixed: 0, dice: 3 });
    expect(moveDice('fixed-plus-d6', 'ship-towing')).toEqual({ fixed: 8, dice: 1 });
    expect(moveDice('all-dice', 'limbered-gun')).toEqual({ fixed: 0, dice: 3 });
    expect(armouredCarRoadDice('all-dice')).toEqual({ fixed: 0, dice: 5 });
    expect(armouredCarRoadDice('fixed-plus-d6')).toEqual({ fixed: 15, dice: 1 });
  });
  it('"Tanks get no road bonus, nor do armored cars"; "Tanks 2 D6 in open or rough"; armoured cars "cannot go into rough"', () => {
    expect(getsRoadDie('tank')).toBe(false);
    expect(getsRoadDie('armoured-car')).toBe(false);
    expect(getsRoadDie('infantry')).toBe(true);
    expect(roughRule('tank')).toBe('free');
    expect(roughRule('armoured-car')).toBe('closed');
    expect(roughRule('wagon')).toBe('half');
  });
});

describe('melee and morale tables', () => {
  it('"Highest roll wins. Attacker loses ties unless attacking on flank/rear then wins ties."', () => {
    expect(meleeResult(5, 5, false, false).winner).toBe('defender');
    expect(meleeResult(5, 5, true, false).winner).toBe('attacker');
    expect(meleeResult(6, 4, false, false)).toEqual({ winner: 'attacker', margin: 2, forcedOut: true });
  });
  it('"the attacker must win by 3 or more to force enemy out of defenses"', () => {
    expect(meleeResult(6, 4, false, true)).toEqual({ winner: 'defender', margin: 2, forcedOut: false });
    expect(meleeResult(7, 4, false, true)).toEqual({ winner: 'attacker', margin: 3, forcedOut: true });
  });
  it('the reconstructed morale test: 4 or less, elite 5 or less, a natural 6 fails; fright "must roll 1 or 2 on a D6 to pass"', () => {
    expect(moralePasses(4, 4, 'normal', false)).toBe(true);
    expect(moralePasses(4, 5, 'normal', false)).toBe(false);
    expect(moralePasses(5, 5, 'normal', true)).toBe(true);
    expect(moralePasses(6, 4, 'normal', true)).toBe(false);
    expect(moralePasses(2, 2, 'fright', false)).toBe(true);
    expect(moralePasses(3, 3, 'fright', false)).toBe(false);
  });
  it('“INDIRECT FIRE”: “12″ or less | Fire on 3-6”, “24″ or less | Fire on 4-6”, “Above 24″ | Fire on 5-6”', () => {
    expect([10, 20, 30].map((d) => indirectBand(d).fireOn)).toEqual([3, 4, 5]);
  });
});

describe('every die-rolling procedure is a rules table', () => {
  it('each table answers a lookup and refuses a bad key with a sentence', () => {
    const byId = new Map(RULES_TABLES.map((t) => [t.id, t]));
    expect([...byId.keys()]).toEqual(expect.arrayContaining(['leadership', 'movement', 'small-arms', 'saving-throw', 'artillery', 'indirect-fire', 'bombardment', 'melee', 'fright-morale', 'army-morale', 'officer-fate', 'commissar-loss', 'religious-leader-loss']));
    expect(byId.get('leadership')!.lookup({ distance: '30', roll: '8' })).toEqual({ ok: true, value: { band: '36" to 24"', moveOn: 8, leadership: true } });
    expect(byId.get('artillery')!.lookup({ size: 'heavy', roll: '7', modifier: '0' })).toEqual({ ok: true, value: { hit: true, figures: 2, shells: 1 } });
    expect(byId.get('army-morale')!.lookup({ losses: '40', roll: '4' })).toEqual({ ok: true, value: { tests: true, breaksOn: 4, breaks: true } });
    expect(byId.get('indirect-fire')!.lookup({ distance: '30', roll: '4', interventionist: 'yes' })).toMatchObject({ ok: true, value: { able: true } });
    expect(byId.get('leadership')!.lookup({ distance: '30', roll: '11' }).ok).toBe(false);
    for (const t of RULES_TABLES) expect(t.rows.length, t.id).toBeGreaterThan(0);
  });
});
