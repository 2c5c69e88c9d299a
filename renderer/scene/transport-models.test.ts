import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { tenRoundsRapid } from '../../shared/rulesets/ten-rounds-rapid/index.ts';
import { startedState } from '../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';
import { lorryRoad } from '../../shared/rulesets/ten-rounds-rapid/transport/transport-fixture.ts';
import { tableView } from '../../shared/rulesets/ten-rounds-rapid/view.ts';
import { forwardComrades } from '../../shared/rulesets/forward-comrades/index.ts';
import { drawnAs, layoutUnits, unitAnchors } from './troop-layout.ts';
import { BASE_THICKNESS, figureSlots } from './figure-slots.ts';
import { buildFigureModel } from './troop-models.ts';
import { boundsOfColour } from './model-kit.ts';
import { CART, GUN, HORSE, HORSE_DARK, SKIN, TYRE } from './figure-kit.ts';
import { LORRY_BED, LORRY_PAINT } from './transport-models.ts';
import { scenarioTableView } from './scenario-view.ts';

const TABLE = { width: 60, height: 40 };
const flat = () => 0;

const drawnType = (roster: typeof tenRoundsRapid.troopTypes, id: string) => {
  const t = roster.find((x) => x.id === id);
  if (!t) throw new Error(`no troop type ${id}`);
  return drawnAs(t.troopClass, t.id);
};

describe('soft transport on the 3D table', () => {
  it('draws Ten Rounds Rapid\'s lorries as lorries and its wagons and carts as horse wagons, never as tachankas', () => {
    for (const id of ['red-lorries', 'white-lorries', 'blue-lorries']) expect(drawnType(tenRoundsRapid.troopTypes, id)).toMatchObject({ kind: 'lorry' });
    for (const id of ['red-wagons', 'white-wagons', 'green-carts']) expect(drawnType(tenRoundsRapid.troopTypes, id)).toMatchObject({ kind: 'wagon' });
    expect(drawnType(tenRoundsRapid.troopTypes, 'red-tachanka')).toMatchObject({ kind: 'tachanka' });
    const transports = tenRoundsRapid.troopTypes.filter((t) => t.stats['Kind'] === 'soft transport');
    expect(transports.length).toBeGreaterThan(5);
    for (const t of transports) expect(drawnAs(t.troopClass, t.id), t.id).not.toMatchObject({ kind: 'tachanka' });
  });

  it('keeps Forward Comrades\' supply wagons as covered supply wagons', () => {
    expect(drawnType(forwardComrades.troopTypes, 'red-supply-wagons')).toMatchObject({ kind: 'supply-wagon' });
  });

  it('builds the lorry with its bonnet ahead of the cab, an open bed behind, wheels on the ground and no horses', () => {
    const m = buildFigureModel('lorry');
    const paint = boundsOfColour(m, LORRY_PAINT)!, tyres = boundsOfColour(m, TYRE)!;
    expect(paint.min[2]).toBeLessThan(-1.3);
    expect(paint.max[2]).toBeLessThan(LORRY_BED.centreZ - LORRY_BED.length / 2 + 0.05);
    expect(tyres.min[1]).toBeLessThan(0.02);
    expect(boundsOfColour(m, HORSE)).toBeNull();
    expect(boundsOfColour(m, SKIN)!.min[2]).toBeLessThan(0);
  });

  it('builds the horse wagon open, with a pair ahead of the cart and no gun on it', () => {
    const m = buildFigureModel('wagon');
    const cart = boundsOfColour(m, CART)!;
    for (const coat of [HORSE, HORSE_DARK]) expect(boundsOfColour(m, coat)!.max[2]).toBeLessThan(cart.min[2]);
    expect(boundsOfColour(m, GUN)).toBeNull();
  });
});

describe('passengers aboard', () => {
  const s = startedState(lorryRoad());
  const view = tableView(s);
  const byId = new Map(view.units.map((u) => [u.id, u]));

  it('are told by the rule set\'s view which transport they ride in', () => {
    expect(byId.get('red-riders')!.aboard).toBe('red-lorry');
    expect(byId.get('red-walkers')!.aboard).toBeUndefined();
  });

  it('stand in the lorry\'s bed, on its floor and within its sides, with no base of their own', () => {
    const out = layoutUnits({ units: view.units, table: TABLE, heightAt: flat });
    const lorry = byId.get('red-lorry')!, riders = byId.get('red-riders')!;
    const scale = figureSlots('lorry', 1, lorry.baseSize)[0]!.scale;
    const riderFigures = out.figures.infantry.specs.filter((_, i) => out.figures.infantry.unitIds[i] === 'red-riders');
    expect(riderFigures.length).toBeGreaterThan(0);
    expect(riderFigures.length).toBeLessThanOrEqual(6);
    const lorryBase = lorry.bases[0]!;
    for (const f of riderFigures) {
      expect(f.y).toBeCloseTo(BASE_THICKNESS + LORRY_BED.floor * scale, 6);
      // within the lorry's base on the table (world x is table x less half the table)
      expect(Math.abs(f.x + TABLE.width / 2 - lorryBase.x)).toBeLessThan(lorry.baseSize.width / 2);
    }
    expect(out.rims.unitIds).not.toContain('red-riders');
    expect(out.rims.unitIds).toContain('red-lorry');
    // picked where they are drawn, and their markers float over the lorry, not at its wheels
    expect(out.hulls.unitIds).toContain('red-riders');
    const anchors = unitAnchors(view.units, flat);
    expect(anchors.get('red-riders')!.top).toBeGreaterThan(anchors.get('red-lorry')!.top - 0.3);
    // still on foot, the same company would stand on its bases
    const walking: UnitView = { ...riders };
    delete walking.aboard;
    const onFoot = layoutUnits({ units: [walking], table: TABLE, heightAt: flat });
    expect(onFoot.rims.unitIds).toContain('red-riders');
    for (const f of onFoot.figures.infantry.specs) expect(f.y).toBeCloseTo(BASE_THICKNESS, 6);
  });

  it('are drawn aboard in the editor too, from the scenario\'s aboard-<transport> tag', () => {
    const drawn = scenarioTableView(lorryRoad(), tenRoundsRapid.troopTypes);
    expect(drawn.units.find((u) => u.id === 'red-riders')!.aboard).toBe('red-lorry');
  });
});
