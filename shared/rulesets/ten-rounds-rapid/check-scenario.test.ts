import { describe, expect, it } from 'vitest';
import { checkScenarioDocument } from '../registry.ts';
import { tsaritsyn } from './test-fixtures.ts';

/** The bundled scenario as a plain document, changed by `edit` (checked the way every door reads a file). */
function problemsAfter(edit: (doc: any) => void) { // eslint-disable-line @typescript-eslint/no-explicit-any
  const doc = JSON.parse(JSON.stringify(tsaritsyn()));
  edit(doc);
  return checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
}

describe('scenario checks for Ten Rounds Rapid', () => {
  it('accepts the bundled battle before Tsaritsyn', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });
  it('refuses an unknown troop type by its JSON path', () => {
    const p = problemsAfter((d) => { d.sides.red.units[0].troopType = 'red-zeppelin'; });
    expect(p[0]).toMatchObject({ path: '$.sides.red.units[0].troopType' });
    expect(p[0]!.message).toMatch(/unknown troop type "red-zeppelin"/);
  });
  it('refuses a company above its size ("a rifle company will have between 6 and 10 figures")', () => {
    const p = problemsAfter((d) => { d.sides.red.units[0].bases[0].figures = 6; });
    expect(p[0]).toMatchObject({ path: '$.sides.red.units[0].bases' });
    expect(p[0]!.message).toMatch(/6 to 10 figures besides its specialists; this one has 12/);
  });
  it('"Officer Cadre (Whites only)": an officer cadre with a Red company is refused', () => {
    const p = problemsAfter((d) => { d.sides.red.units[0].bases.push({ ...d.sides.red.units[0].bases[0], figures: 1, weapon: 'officer-cadre' }); });
    expect(p.map((x) => x.message)).toContainEqual(expect.stringMatching(/Officer Cadre serve only the Whites/));
  });
  it('"Flame-throwers … Used only by Blue armies.": a flame-thrower with a Red company is refused', () => {
    const p = problemsAfter((d) => { d.sides.red.units[0].bases.push({ ...d.sides.red.units[0].bases[0], figures: 1, weapon: 'flamethrower' }); });
    expect(p.map((x) => x.message)).toContainEqual(expect.stringMatching(/flame-throwers are used only by Blue armies/));
  });
  it('refuses a formation the rules do not know', () => {
    const p = problemsAfter((d) => { d.sides.red.units[0].tags = ['formation.square']; });
    expect(p[0]).toMatchObject({ path: '$.sides.red.units[0].tags[0]' });
    expect(p[0]!.message).toMatch(/unknown formation "square"; known: close, normal, extended/);
  });
  it('takes a unit started in works ("80 cm to prepare a basic trench … camouflaging takes a further 40 cm") only for foot-rate troops', () => {
    expect(problemsAfter((d) => { d.sides.red.units[0].tags = ['formation.normal', 'works.camouflaged']; })).toEqual([]);
    const unknown = problemsAfter((d) => { d.sides.red.units[0].tags = ['works.bunker']; });
    expect(unknown[0]).toMatchObject({ path: '$.sides.red.units[0].tags[0]' });
    expect(unknown[0]!.message).toMatch(/unknown works "bunker"; known: trench, overhead, camouflaged/);
    const tank = problemsAfter((d) => { d.sides.white.units[4].tags = ['works.trench']; });
    expect(tank[0]).toMatchObject({ path: '$.sides.white.units[4].tags[0]' });
    expect(tank[0]!.message).toMatch(/only troops moving at foot rate dig works/);
  });
  it('refuses an option out of range and an unknown option', () => {
    const p = problemsAfter((d) => { d.ruleset.options = { bombardment: 'hurricane', bombardmentDays: 9, nukes: true }; });
    expect(p.map((x) => x.path)).toEqual(['$.ruleset.options.bombardment', '$.ruleset.options.bombardmentDays', '$.ruleset.options.nukes']);
  });
  it('refuses a Cheka figure with the Whites ("Cheka (Reds only)") and a train off the rails', () => {
    const p = problemsAfter((d) => {
      d.sides.white.units[1].bases[4].weapon = 'cheka';
      d.sides.white.units.find((u: { id: string }) => u.id === 'w-train').bases[0].x = 30;
    });
    expect(p.map((x) => x.path)).toEqual(['$.sides.white.units[1].bases[4].weapon', '$.sides.white.units[6].bases[0]']);
  });
});
