import type { MarkerKind, OfficerView, TableView, TroopClass, UnitView } from '../../shared/engine/ruleset.ts';
import type { Line, Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Overlay } from '../scene/overlays.ts';
import type { CameraMode } from '../scene/camera-math.ts';
import { DEFAULT_BASE_SIZE, scenarioTableView } from '../scene/scenario-view.ts';

/** What the bench page shows: a view of the table, tools over it, a selection, a camera mode. */
export interface BenchCase {
  view: TableView | null;
  overlays: Overlay[];
  selectedUnitId: string | null;
  cameraMode: CameraMode;
}

export const BENCH_CASES = ['scenario', 'battle-30', 'battle-300', 'showcase', 'showcase-top', 'showcase-shelled'] as const;
export type BenchCaseName = (typeof BENCH_CASES)[number];

export function benchCase(name: BenchCaseName, scenario: Scenario): BenchCase {
  switch (name) {
    case 'scenario': return { view: scenarioTableView(scenario), overlays: [], selectedUnitId: null, cameraMode: 'orbit' };
    case 'battle-30': return { view: battleView(scenario, 30), overlays: [], selectedUnitId: null, cameraMode: 'orbit' };
    case 'battle-300': return { view: battleView(scenario, 300), overlays: [], selectedUnitId: null, cameraMode: 'orbit' };
    case 'showcase-shelled': return { view: shelledView(scenario), overlays: [], selectedUnitId: null, cameraMode: 'orbit' };
    case 'showcase':
    case 'showcase-top': {
      const view = battleView(scenario, 72);
      const first = view.units.find((u) => u.troopClass === 'infantry' && u.side === 'red')!;
      const b = first.bases[0]!;
      return {
        view,
        selectedUnitId: first.id,
        cameraMode: name === 'showcase-top' ? 'top' : 'orbit',
        overlays: [
          { kind: 'circle', centre: { x: b.x, y: b.y }, radius: 8, color: '#009E73', filled: true, label: 'Move 8"' },
          { kind: 'line', points: [{ x: b.x, y: b.y }, { x: b.x + 10, y: b.y + 17 }], color: '#F0E442', dashed: true, label: '19.7"' },
          { kind: 'path', points: [{ x: b.x, y: b.y }, { x: b.x - 3, y: b.y + 4 }, { x: b.x - 2, y: b.y + 7 }], color: '#ffffff', label: '7"' },
        ],
      };
    }
  }
}

/**
 * The showcase after shellfire, with soft transport: its wood wrecked, the village and church badly hit, the wire cut,
 * and a lorry carrying a company beside a horse wagon, a lorry towing a battery behind, and the dense wood burning (for screenshots, and the damage's drawing cost).
 */
export function shelledView(scenario: Scenario): TableView {
  const view = battleView(scenario, 72);
  const road = (id: string, troopType: string, x: number): UnitView => ({
    ...unit(id, 'red', 'tachanka', [{ x, y: 3, facing: 90, figures: 1 }]), troopType, baseSize: { width: 0.9, depth: 2 },
  });
  const riders: UnitView = { ...unit('red-riders', 'red', 'infantry', [{ x: 40, y: 3, facing: 90, figures: 4 }, { x: 41.7, y: 3, facing: 90, figures: 4 }]), aboard: 'red-lorry' };
  const battery: UnitView = { ...unit('red-battery', 'red', 'field-gun', [{ x: 36, y: 3, facing: 90, figures: 1 }]), aboard: 'white-lorry', towed: true };
  return {
    ...view,
    units: [...view.units, road('red-lorry', 'red-lorries', 40), riders, road('red-wagon', 'red-wagons', 44), road('white-lorry', 'white-lorries', 36), battery],
    // the dense wood burning whole, given as Ten Rounds Rapid gives it: the circle round its 10" by 8" rectangle
    zones: [...view.zones, { kind: 'fire', centre: { x: 57, y: 32 }, radius: 5, label: 'burning dense wood (for the rest of the game)', side: 'white', featureId: 'dense' }],
    damagedTerrain: [
      { featureId: 'wood', severity: 3, label: 'the wood shelled: impassable going' },
      { featureId: 'village', severity: 2, label: 'Ivanovka shelled: bad going' },
      { featureId: 'church', severity: 3, label: 'Church shelled: impassable going' },
      { featureId: 'wire', severity: 1, label: 'the wire shelled: poor going' },
    ],
  };
}

interface Template {
  troopClass: TroopClass;
  bases: number;
  figures: number;
}

/** The mix of a battle's units, repeated: mostly foot, with horse, guns, machine guns and vehicles. */
const MIX: readonly Template[] = [
  { troopClass: 'infantry', bases: 3, figures: 4 },
  { troopClass: 'cavalry', bases: 2, figures: 2 },
  { troopClass: 'mg', bases: 1, figures: 1 },
  { troopClass: 'infantry', bases: 3, figures: 4 },
  { troopClass: 'tachanka', bases: 1, figures: 1 },
  { troopClass: 'field-gun', bases: 1, figures: 1 },
  { troopClass: 'infantry', bases: 3, figures: 4 },
  { troopClass: 'armoured-car', bases: 1, figures: 1 },
  { troopClass: 'tank', bases: 1, figures: 1 },
  { troopClass: 'infantry', bases: 3, figures: 4 },
];

const MARKERS: readonly MarkerKind[] = ['morale-failure', 'pinned', 'terror', 'fire', 'humiliated', 'ammo-low', 'moved', 'dug-in', 'routing', 'immobilised', 'hidden'];
const RANKS: readonly OfficerView['rank'][] = ['junior', 'senior', 'commissar'];

/**
 * A made-up battle of exactly `totalBases` bases split between the sides, each side in ranks in its own
 * third of the table, with officers, status markers, a commander and an observer per side, and an
 * armoured train on the first railway when there is one.
 */
export function battleView(scenario: Scenario, totalBases: number): TableView {
  const { width, height } = scenario.table;
  const units: UnitView[] = [];
  const rail = scenario.terrain.find((f): f is Line => f.kind === 'line' && f.type === 'railway');
  let left = totalBases;
  const add = (u: UnitView) => { units.push(u); left -= u.bases.length; };

  if (rail && left >= 12) {
    const [a, b] = [rail.points[0]!, rail.points.at(-1)!];
    const heading = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
    const classes: TroopClass[] = ['train-engine', 'train-artillery', 'train-mg', 'train-car'];
    classes.forEach((troopClass, i) => {
      const t = 0.3 + i * 0.09;
      add(unit(`train-${i}`, 'white', troopClass, [{ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, facing: heading, figures: 1 }]));
    });
  }
  for (const side of ['red', 'white'] as const) {
    if (left < 2) break;
    const y = side === 'red' ? 3 : height - 3;
    add({ ...unit(`${side}-commander`, side, 'commander', [{ x: width / 2, y, facing: side === 'red' ? 0 : 180, figures: 1 }]), leads: `${side}-0` });
    add(unit(`${side}-observer`, side, 'observer', [{ x: width / 2 + 6, y, facing: side === 'red' ? 0 : 180, figures: 1 }]));
  }

  const perSide: Record<SideId, number> = { red: Math.ceil(left / 2), white: Math.floor(left / 2) };
  for (const side of ['red', 'white'] as const) {
    let remaining = perSide[side];
    let x = 3, row = 0, n = 0;
    while (remaining > 0) {
      const t = MIX[n % MIX.length]!;
      const size = DEFAULT_BASE_SIZE[t.troopClass];
      const count = Math.min(t.bases, remaining);
      const frontage = count * (size.width + 0.3);
      if (x + frontage > width - 3) { x = 3; row++; }
      const depthStep = 4;
      const y = side === 'red' ? 7 + row * depthStep : height - 7 - row * depthStep;
      const facing = side === 'red' ? 0 : 180;
      const bases = Array.from({ length: count }, (_, i) => ({ x: x + size.width / 2 + i * (size.width + 0.3), y, facing, figures: t.figures }));
      const u = unit(`${side}-${n}`, side, t.troopClass, bases);
      if (n % 4 === 1) u.officers = [{ id: `${side}-off-${n}`, name: `Officer ${n}`, rank: RANKS[n % 3]!, ...(n % 8 === 1 ? { characteristic: 'Inspiring' } : {}) }];
      if (n % 3 === 0) u.markers = [{ kind: MARKERS[n % MARKERS.length]!, count: 1 + (n % 3) }, ...(n % 6 === 0 ? [{ kind: MARKERS[(n + 5) % MARKERS.length]!, count: 1 }] : [])];
      add(u);
      remaining -= count;
      x += frontage + 2;
      n++;
    }
  }
  return { turn: 3, turnLimit: scenario.turnLimit, phase: 'bench', units, zones: [] };
}

function unit(id: string, side: SideId, troopClass: TroopClass, bases: UnitView['bases']): UnitView {
  const figures = bases.reduce((s, b) => s + b.figures, 0);
  return {
    id, side, name: id, troopType: troopClass, troopClass, bases, baseSize: DEFAULT_BASE_SIZE[troopClass], officers: [], markers: [],
    status: 'active', strength: { now: figures, start: figures, unit: 'figures' }, stats: {},
  };
}
