import { describe, expect, it } from 'vitest';
import { Box3 } from 'three';
import { listRulesets } from '../../shared/rulesets/registry.ts';
import { DRESSES, DRESS_SPECS, type Dress, dressFor } from './troop-dress.ts';
import { buildFigureModel } from './troop-models.ts';
import { boundsOfColour, sideShare } from './model-kit.ts';

const dressedClasses = new Set(['infantry', 'cavalry', 'mg']);
const allTypes = listRulesets().flatMap((r) => r.troopTypes.map((t) => ({ ruleset: r.id, ...t })));
// the side a type fights on: the army of the ruleset's first side-red types is Red; the rest White
const sideOf = (t: { id: string; army: string }) => (/^red|soviet|latvian|konnarmiya|partisan/.test(t.id) || /^(red-army|soviet|reds|latvians|konnarmiya|partisans)$/.test(t.army) ? 'red' : 'white');
const triangles = (g: { index: { count: number } | null }) => g.index!.count / 3;

describe('the dress of each troop type', () => {
  it('gives every troop type of every rule set a dress it can be drawn in', () => {
    expect(allTypes.length).toBeGreaterThan(100);
    for (const t of allTypes) expect(DRESSES).toContain(dressFor(t.id, sideOf(t), t.name));
  });

  it('reads the dress from the type id alone as from its name, so a unit renamed in a scenario keeps it', () => {
    for (const t of allTypes.filter((x) => dressedClasses.has(x.troopClass))) {
      expect({ type: t.id, dress: dressFor(t.id, sideOf(t)) }).toEqual({ type: t.id, dress: dressFor(t.id, sideOf(t), t.name) });
    }
  });

  it('dresses every rule set\'s sailors as sailors, and a Red infantry unit named for the fleet too', () => {
    const sailors = allTypes.filter((t) => /sailor/i.test(t.name));
    expect(sailors.map((t) => t.ruleset).sort()).toEqual(['forward-comrades', 'reds-versus-reds']);
    for (const t of sailors) expect(dressFor(t.id, 'red', t.name)).toBe('sailor');
    expect(dressFor('red-infantry', 'red', 'Kronstadt sailors')).toBe('sailor');
    expect(DRESS_SPECS.sailor).toMatchObject({ headgear: 'flat-cap', bellBottoms: true, vest: true });
  });

  it('puts Cossacks in papakhas, with lances when mounted; Polish uhlans with lances too; Latvians, Czechs and partisans in their own', () => {
    const named = (re: RegExp) => allTypes.filter((t) => re.test(t.name) && dressedClasses.has(t.troopClass));
    for (const t of named(/cossack|plastun/i)) expect(dressFor(t.id, sideOf(t), t.name)).toBe('cossack');
    for (const t of named(/latvian/i)) expect(dressFor(t.id, 'red', t.name)).toBe('latvian');
    for (const t of named(/czech/i)) expect(dressFor(t.id, 'white', t.name)).toBe('czech');
    for (const t of named(/polish/i)) expect(dressFor(t.id, 'white', t.name)).toBe('polish');
    // the Freikorps' uhlans are Germans in steel helmets
    expect(dressFor('fk-uhlans', 'white', 'FK Uhlans')).toBe('stahlhelm');
    for (const t of named(/makhno|insurgent|partisan/i)) expect(dressFor(t.id, sideOf(t), t.name)).toBe('partisan');
    expect(DRESS_SPECS.cossack).toMatchObject({ headgear: 'papakha', lance: true });
    expect(DRESS_SPECS.polish.lance).toBe(true);
    expect(DRESS_SPECS['red-rifleman'].lance).toBeUndefined();
  });

  it('gives Reds budenovkas and Whites peaked caps by default; commissars leather and pistols, priests a banner', () => {
    expect(DRESS_SPECS[dressFor('red-infantry', 'red', '1st Rifle Company')].headgear).toBe('budenovka');
    expect(DRESS_SPECS[dressFor('white-infantry', 'white', 'Garrison Company')].headgear).toBe('peaked-cap');
    expect(dressFor('white-officers', 'white', "Kappel's Officer Company")).toBe('white-officer');
    expect(DRESS_SPECS[dressFor('red-infantry', 'red', 'Commissar detachment')].carry).toBe('pistol');
    expect(DRESS_SPECS[dressFor('white-infantry', 'white', 'Regimental priest')].carry).toBe('banner');
    // a "green" company of White mobilised men is not the Greens' insurgents
    expect(dressFor('white-rifles-green', 'white', 'White mobilised company')).toBe('white-rifleman');
  });
});

describe('dressed models', () => {
  const bounds = (dress: Dress, kind: 'infantry' | 'cavalry' = 'infantry'): Box3 => {
    const g = buildFigureModel(kind, 'near', dress);
    g.computeBoundingBox();
    return g.boundingBox!;
  };

  it.each(DRESSES)('%s: a foot figure under 70 triangles, its far model under 40, standing on its base, the side shown', (dress) => {
    const near = buildFigureModel('infantry', 'near', dress), far = buildFigureModel('infantry', 'far', dress);
    expect(triangles(near)).toBeLessThan(70);
    expect(triangles(far)).toBeLessThan(40);
    for (const g of [near, far]) {
      g.computeBoundingBox();
      expect(g.boundingBox!.min.y).toBeGreaterThanOrEqual(-0.02);
    }
    expect(sideShare(near)).toBeGreaterThan(0.03);
    // mounted, under 160 and 80 (the far horse alone is 32)
    expect(triangles(buildFigureModel('cavalry', 'near', dress))).toBeLessThan(160);
    expect(triangles(buildFigureModel('cavalry', 'far', dress))).toBeLessThan(80);
  });

  it('tells the silhouettes apart: a budenovka\'s point above a cap, a papakha taller than a cap, a lance above every sabre', () => {
    expect(bounds('red-rifleman').max.y).toBeGreaterThan(bounds('white-rifleman').max.y + 0.1);
    expect(bounds('cossack').max.y).toBeGreaterThan(bounds('white-rifleman').max.y + 0.05);
    expect(bounds('cossack', 'cavalry').max.y).toBeGreaterThan(bounds('red-rifleman', 'cavalry').max.y + 0.5);
    // the priest's banner stands above every head
    expect(bounds('priest').max.y).toBeGreaterThan(1.3);
  });

  it('flares a sailor\'s bell-bottoms wider at the foot than at the knee, in navy, under a white-topped cap', () => {
    const g = buildFigureModel('infantry', 'near', 'sailor');
    const navy = boundsOfColour(g, DRESS_SPECS.sailor.trousers)!;
    expect(navy.max[0] - navy.min[0]).toBeGreaterThan(0.22);
    expect(boundsOfColour(g, '#e6e3da')!.min[1]).toBeGreaterThan(0.8);
    expect(boundsOfColour(g, '#eeeeea')).not.toBeNull();
  });

  it('dresses a Maxim team in its army\'s hats', () => {
    const red = buildFigureModel('mg', 'near', 'red-rifleman'), white = buildFigureModel('mg', 'near', 'white-rifleman');
    red.computeBoundingBox(); white.computeBoundingBox();
    expect(red.boundingBox!.max.y).toBeGreaterThan(white.boundingBox!.max.y);
  });
});
