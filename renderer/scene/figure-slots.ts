import { type FigureKind, MODEL_LENGTH } from './troop-models.ts';
import { DRESSES, type Dress } from './troop-dress.ts';

/** How figures and models stand on a base: where each goes and at what scale, and the far groups' keys. */

/** Thickness of a base, inches. */
export const BASE_THICKNESS = 0.12;

export const modelHeight = (kind: FigureKind): number =>
  ({ infantry: 1, officer: 1, cavalry: 1.5, mg: 0.9, tachanka: 1.3, 'field-gun': 1.05, tank: 1.2, 'medium-tank': 1.1, 'light-tank': 1.1, 'armoured-car': 1.27, gunboat: 1.2, 'supply-wagon': 1.3, lorry: 1.3, wagon: 1.1 })[kind];

/** Nominal width of each model across its front, inches, for fitting vehicles to their bases. */
const MODEL_WIDTH: Readonly<Record<FigureKind, number>> = {
  infantry: 0.35, officer: 0.35, cavalry: 0.42, mg: 0.8, tachanka: 1.2, 'field-gun': 1.2, tank: 1.88, 'medium-tank': 1.2, 'light-tank': 0.94, 'armoured-car': 0.86, gunboat: 0.64, 'supply-wagon': 1.2, lorry: 1.0, wagon: 1.0,
};

/**
 * How much of its base a vehicle fills: a Renault stands small beside a Mark V on a base of the same size, a
 * Whippet (6.1 m to the Mark V's 8 m) between them.
 */
const FILL: Partial<Record<FigureKind, number>> = { 'light-tank': 0.5, 'medium-tank': 0.7 };

/**
 * Offsets of the figures on a base in the base's own frame (`right`, `forward`, inches) with the scale
 * each is drawn at: foot figures in ranks across the front, horses side by side, a vehicle or gun alone
 * and scaled to fill its base. `figureScale` enlarges men and horses on the same base (the settings' figure
 * scale): fewer of them then stand on it, as many as fit side by side, so a base reads from across the table.
 */
export function figureSlots(kind: FigureKind, count: number, base: { width: number; depth: number }, figureScale = 1): { right: number; forward: number; scale: number }[] {
  if (kind !== 'infantry' && kind !== 'cavalry' && kind !== 'officer') {
    const fit = Math.min((base.depth * 0.95) / MODEL_LENGTH[kind], (base.width * 0.95) / MODEL_WIDTH[kind]) * (FILL[kind] ?? 1);
    const scale = clamp(fit, 0.35, 3);
    return [{ right: 0, forward: 0, scale }];
  }
  const enlarged = figureScale > 1;
  const trueScale = kind === 'cavalry' ? clamp((base.depth * 0.95) / MODEL_LENGTH.cavalry, 0.4, 1) : 1;
  // a horse enlarged may reach past its base's front and back, up to half as long again as the base is deep
  const horseScale = enlarged ? Math.min(trueScale * figureScale, Math.max(trueScale, (base.depth * 1.5) / MODEL_LENGTH.cavalry)) : trueScale;
  const grow = kind === 'cavalry' ? horseScale / trueScale : figureScale;
  const spacing = (kind === 'cavalry' ? 0.5 : 0.42) * grow;
  const cols = Math.max(1, Math.min(Math.max(1, count), Math.floor(base.width / spacing + 0.25)));
  const deepest = kind === 'cavalry' ? MODEL_LENGTH.cavalry * horseScale : 0.4 * figureScale;
  const n = enlarged ? Math.min(Math.max(1, count), cols * Math.max(1, Math.floor(base.depth / deepest + 0.35))) : Math.max(1, count);
  const rows = Math.ceil(n / cols);
  const scale = kind === 'cavalry' ? horseScale : clamp((base.depth * 0.9) / (rows * 0.4 * figureScale), enlarged ? 0.75 : 0.5, 1) * figureScale;
  const out: { right: number; forward: number; scale: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / cols);
    const inRow = row === rows - 1 ? n - row * cols : cols;
    const col = i % cols;
    out.push({
      right: (col - (inRow - 1) / 2) * (base.width / cols),
      forward: rows === 1 ? 0 : ((rows - 1) / 2 - row) * (base.depth / rows),
      scale,
    });
  }
  return out;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** How many times taller than at true scale a kind's figures stand on a base of this size at this figure scale. */
export function figureGrowth(kind: FigureKind, base: { width: number; depth: number }, figureScale: number): number {
  if (figureScale <= 1 || (kind !== 'infantry' && kind !== 'cavalry')) return 1;
  return figureSlots(kind, 1, base, figureScale)[0]!.scale / figureSlots(kind, 1, base)[0]!.scale;
}

/** The key of a far group: the kind of figure, how many stand on the base, the base's size, their dress and scale. */
export function farGroupKey(kind: 'infantry' | 'cavalry', count: number, base: { width: number; depth: number }, dress: Dress = 'white-rifleman', figureScale = 1): string {
  return `${kind}:${count}:${base.width.toFixed(3)}x${base.depth.toFixed(3)}:${dress}:${figureScale}`;
}

export function parseFarGroupKey(key: string): { kind: 'infantry' | 'cavalry'; count: number; base: { width: number; depth: number }; dress: Dress; figureScale: number } {
  const [kind, count, size, dress, scale] = key.split(':');
  const [width, depth] = (size ?? '').split('x').map(Number);
  return {
    kind: kind === 'cavalry' ? 'cavalry' : 'infantry', count: Number(count), base: { width: width ?? 1, depth: depth ?? 1 },
    dress: (DRESSES as readonly string[]).includes(dress ?? '') ? (dress as Dress) : 'white-rifleman', figureScale: Number(scale ?? 1) || 1,
  };
}
