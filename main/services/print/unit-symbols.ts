import type { Vec } from '../../../shared/geometry/vec.ts';
import type { TroopClass } from '../../../shared/engine/ruleset.ts';
import type { SideId } from '../../../shared/scenario/terrain-kinds.ts';
import type { Canvas, Subpaths } from './canvas.ts';
import { polygonAround } from './area-patterns.ts';
import { starPoints } from './point-drawing.ts';
import { SIDE_COLOURS } from './map-style.ts';
import { isShipType, isSupplyType } from '../../../shared/engine/ship-types.ts';

const TINTS: Record<SideId, string> = { red: '#f8d7d5', white: '#d6e2f5' };

export interface SymbolOptions {
  hidden?: boolean;
  inkSaving?: boolean;
}

/**
 * A NATO-like unit symbol centred on `at`: a frame `width` points wide (two thirds as tall) in the side's colour,
 * with the troop class inside: a cross for infantry, a slash for cavalry, a dot for guns, an oval for armour,
 * wheels under trains, a staff for headquarters. A unit deployed hidden gets a dashed frame.
 */
export function drawUnitSymbol(canvas: Canvas, at: Vec, width: number, troopClass: SymbolKind, side: SideId, options: SymbolOptions = {}): void {
  const colour = SIDE_COLOURS[side];
  const w = width / 2;
  const h = width / 3;
  const left = at.x - w, right = at.x + w, top = at.y - h, bottom = at.y + h;
  const frame = [{ x: left, y: top }, { x: right, y: top }, { x: right, y: bottom }, { x: left, y: bottom }];
  const line = Math.max(0.6, width / 22);
  const stroke = { colour, width: line, join: 'miter' as const };
  canvas.path([frame], true, { fill: { colour: options.inkSaving ? '#ffffff' : TINTS[side] }, stroke: { ...stroke, ...(options.hidden ? { dash: [line * 3, line * 2] } : {}) } });
  const glyph = (paths: Subpaths) => canvas.path(paths, false, { stroke });
  const cross = () => glyph([[frame[0]!, frame[2]!], [frame[1]!, frame[3]!]]);
  const slash = () => glyph([[frame[3]!, frame[1]!]]);
  const oval = (rx: number, ry: number) => canvas.path([ellipse(at, rx, ry)], true, { stroke });
  const dot = (r: number, c: Vec = at) => canvas.circle(c, r, { fill: { colour } });
  const letters = (text: string, size = h * 0.95) => canvas.text(text, at, { size, bold: true, colour, align: 'middle', baseline: 'middle' });
  const wheels = () => {
    for (const x of [left + w * 0.45, right - w * 0.45]) canvas.circle({ x, y: bottom + h * 0.28 }, h * 0.25, { fill: { colour: '#ffffff' }, stroke });
  };
  switch (troopClass) {
    case 'infantry': cross(); break;
    case 'cavalry': slash(); break;
    case 'mg': cross(); dot(h * 0.3); break;
    case 'tachanka': slash(); letters('MG', h * 0.8); break;
    case 'field-gun': dot(h * 0.35); break;
    case 'tank': oval(w * 0.65, h * 0.55); break;
    case 'armoured-car': oval(w * 0.65, h * 0.55); slash(); break;
    case 'train-engine': canvas.path([[{ x: at.x - w * 0.45, y: at.y - h * 0.4 }, { x: at.x + w * 0.45, y: at.y - h * 0.4 }, { x: at.x + w * 0.45, y: at.y + h * 0.4 }, { x: at.x - w * 0.45, y: at.y + h * 0.4 }]], true, { fill: { colour } }); wheels(); break;
    case 'train-artillery': dot(h * 0.35); wheels(); break;
    case 'train-mg': letters('MG', h * 0.8); wheels(); break;
    case 'train-car': wheels(); break;
    case 'ship': canvas.path([[{ x: at.x - w * 0.6, y: at.y + h * 0.05 }, { x: at.x + w * 0.6, y: at.y + h * 0.05 }, { x: at.x + w * 0.4, y: at.y + h * 0.5 }, { x: at.x - w * 0.4, y: at.y + h * 0.5 }]], true, { fill: { colour } }); dot(h * 0.22, { x: at.x, y: at.y - h * 0.3 }); break;
    case 'supply': wheels(); letters('S', h * 0.8); break;
    case 'commander': letters('HQ'); glyph([[frame[3]!, { x: left, y: bottom + h * 1.4 }]]); break;
    case 'commissar': canvas.path([starPoints(at, h * 0.8, h * 0.33)], true, { fill: { colour } }); break;
    case 'observer': canvas.path([[{ x: at.x, y: at.y - h * 0.6 }, { x: at.x + h * 0.65, y: at.y + h * 0.5 }, { x: at.x - h * 0.65, y: at.y + h * 0.5 }]], true, { stroke }); break;
    case 'officer': glyph([[{ x: at.x - w * 0.3, y: at.y + h * 0.6 }, { x: at.x - w * 0.3, y: at.y - h * 0.6 }, { x: at.x + w * 0.35, y: at.y - h * 0.35 }, { x: at.x - w * 0.3, y: at.y - h * 0.1 }]]); break;
  }
}

function ellipse(c: Vec, rx: number, ry: number): Vec[] {
  return polygonAround({ x: 0, y: 0 }, 1, 24).map((p) => ({ x: c.x + p.x * rx, y: c.y + p.y * ry }));
}

/** A symbol's kind: the troop class, or a boat or a supply column where the type says so (they share a class). */
export type SymbolKind = TroopClass | 'ship' | 'supply';

export function symbolKindOf(u: { troopClass: TroopClass; troopTypeId: string }): SymbolKind {
  if (u.troopClass === 'train-artillery' && isShipType(u.troopTypeId)) return 'ship';
  if (u.troopClass === 'train-car' && isSupplyType(u.troopTypeId)) return 'supply';
  return u.troopClass;
}

/** What each kind of symbol means, for the legend. */
export const TROOP_CLASS_LABELS: Record<SymbolKind, string> = {
  ship: 'Gunboat', supply: 'Supply wagons',
  infantry: 'Infantry', cavalry: 'Cavalry', mg: 'Machine gun', tachanka: 'Tachanka', 'field-gun': 'Field gun', tank: 'Tank',
  'armoured-car': 'Armoured car', 'train-engine': 'Armoured train engine', 'train-artillery': 'Train artillery wagon',
  'train-mg': 'Train machine-gun wagon', 'train-car': 'Train wagon', commander: 'Commander (HQ)', commissar: 'Commissar',
  observer: 'Artillery observer', officer: 'Officer',
};
