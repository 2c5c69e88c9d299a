import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Unit } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { ABOARD_TAG } from '../../shared/rulesets/ten-rounds-rapid/transport/set-up.ts';
import type { FigureKind } from './troop-models.ts';
import { type Bed, LORRY_BED, WAGON_BED } from './transport-models.ts';

/**
 * Passengers riding a transport: drawn standing in its bed, without bases of their own, so a lorry full of riflemen
 * reads as a lorry full of riflemen and not as a company standing on a lorry. A towed gun is hitched behind instead.
 */

/** The beds passengers ride in, by the transport's model. Other carriers (a tank's riders) ride on its top. */
const BEDS: Partial<Record<FigureKind, Bed>> = { lorry: LORRY_BED, wagon: WAGON_BED };

/** How many figures a bed shows at most: enough to read as a load, few enough to stand in it. */
const SEATS: Partial<Record<FigureKind, number>> = { lorry: 6, wagon: 4 };

/** Where passengers stand: the bed's middle on the table, its facing, its size and floor (table inches, floor above the base's top). */
export interface BedPlace {
  centre: Vec;
  facing: number;
  size: { width: number; depth: number };
  floor: number;
  seats: number;
}

/** The transport a unit rides in, when it is on the table to be drawn; null for a unit on its own feet. */
export function rideOf(u: UnitView, byId: ReadonlyMap<string, UnitView>): UnitView | null {
  if (!u.aboard) return null;
  const ride = byId.get(u.aboard);
  return ride && ride.bases.length > 0 && ride.status !== 'routed' && ride.status !== 'destroyed' && ride.status !== 'withdrawn' ? ride : null;
}

/**
 * The bed of a transport's first base, as drawn: the model (`kind`) scaled by `scale` to fit the base and looking along
 * the base's facing, so its bed lies `centreZ` behind the base's middle.
 */
export function bedPlace(ride: UnitView, kind: FigureKind, scale: number, modelHeight: number): BedPlace {
  const b = ride.bases[0]!;
  const bed = BEDS[kind];
  if (!bed) return { centre: { x: b.x, y: b.y }, facing: b.facing, size: ride.baseSize, floor: modelHeight * scale, seats: 6 };
  const back = headingVector(b.facing + 180);
  return {
    centre: { x: b.x + back.x * bed.centreZ * scale, y: b.y + back.y * bed.centreZ * scale },
    facing: b.facing,
    size: { width: bed.width * scale, depth: bed.length * scale },
    floor: bed.floor * scale,
    seats: SEATS[kind] ?? 6,
  };
}

/**
 * A passenger as the table draws it: one base with no rim, the transport's bed, its figures (as many as the bed seats)
 * standing on the bed's floor, `lift` above the transport's base.
 */
export function ridingView(u: UnitView, bed: BedPlace): { view: UnitView; lift: number } {
  const figures = Math.min(bed.seats, Math.max(1, u.bases.reduce((n, b) => n + b.figures, 0)));
  return {
    view: { ...u, troopClass: 'infantry', bases: [{ x: bed.centre.x, y: bed.centre.y, facing: bed.facing, figures }], baseSize: bed.size },
    lift: bed.floor,
  };
}

/** The gap between a transport's tail and the pole of the limber it tows, inches. */
export const HITCH_GAP = 0.1;

/**
 * A towed gun as the table draws it: limbered and hitched behind its transport, on no base of its own. The field gun's
 * model has its limber behind the trail, so turned to face back down the transport's track it trails the vehicle limber
 * first, muzzle to the rear, as a battery on the march; it follows the transport's first base wherever that faces.
 */
export function towedView(u: UnitView, ride: UnitView): UnitView {
  const b = ride.bases[0]!;
  const back = headingVector(b.facing + 180);
  const reach = ride.baseSize.depth / 2 + HITCH_GAP + u.baseSize.depth / 2;
  return { ...u, bases: [{ x: b.x + back.x * reach, y: b.y + back.y * reach, facing: (b.facing + 180) % 360, figures: 1 }] };
}

/**
 * The transport a scenario's unit starts aboard (a Ten Rounds Rapid scenario's `aboard-<transport id>` tag), so the
 * editor and a game not yet begun draw it riding as the game will.
 */
export function aboardTag(u: Pick<Unit, 'tags'>): string | undefined {
  const tag = u.tags.find((t) => t.startsWith(ABOARD_TAG));
  return tag?.slice(ABOARD_TAG.length);
}
