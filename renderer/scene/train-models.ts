import { type BufferGeometry, CylinderGeometry } from 'three';
import { ARMOUR_DARK, ARMOUR_GREEN, GUN, type Parts, SLIT, STEEL, block, box, cyl, frustum, newParts } from './figure-kit.ts';
import { compact, modelOf, part } from './model-kit.ts';
import type { TrainCarKind } from './train-layout.ts';

/**
 * Armoured-train cars, 5" long and 1.8" wide at natural size, looking down −z and standing on the rail
 * tops (y = 0). Plate is the trains' dark green with rows of loopholes; the side shows as a broad band
 * along each car and on the turret tops, as the crews painted their trains.
 */
export { CAR_LENGTH } from './train-layout.ts';

const IRON = '#2d2f31';
const SANDBAG = '#b39b6a';

function running(p: Parts): void {
  // frame, buffers and two bogies of wheels
  p.gear.push(part(box(1.5, 0.22, 4.8), IRON, { at: [0, 0.38, 0] }));
  for (const z of [-2.1, -1.5, 1.5, 2.1]) {
    for (const x of [-0.55, 0.55]) p.gear.push(part(new CylinderGeometry(0.28, 0.28, 0.1, 8), IRON, { at: [x, 0.28, z], rotate: [0, 0, Math.PI / 2] }));
  }
  for (const z of [-2.5, 2.5]) for (const x of [-0.5, 0.5]) p.gear.push(part(cyl(0.08, 0.08, 0.2, 6), STEEL, { at: [x, 0.42, z], rotate: [Math.PI / 2, 0, 0] }));
  // armour skirts hanging over the wheels
  for (const x of [-0.86, 0.86]) p.gear.push(part(box(0.05, 0.3, 4.6), ARMOUR_DARK, { at: [x, 0.45, 0] }));
}

/** A row of loopholes along both flanks at height y, half-width `half`, at the given places along the car. */
function loopholes(p: Parts, y: number, half: number, along: readonly number[]): void {
  for (const z of along) for (const x of [-half, half]) p.gear.push(part(box(0.06, 0.12, 0.26), SLIT, { at: [x, y, z] }));
}

/** The side's band along both flanks of a car. */
function band(p: Parts, y: number, width: number, length: number, z = 0): void {
  p.side.push(part(box(width, 0.2, length), 1, { at: [0, y, z] }));
}

function engine(): BufferGeometry {
  const p = newParts();
  running(p);
  // the plated boiler casing sloping in to its top, the wedge of the nose, the cab and its command tower
  p.gear.push(part(frustum(1.64, 1.3, 3.0, [0.7, 1]), ARMOUR_GREEN, { at: [0, 1.14, -0.85] }));
  p.gear.push(part(frustum(1.64, 1.0, 0.5, [0.6, 0.3]), ARMOUR_GREEN, { at: [0, 1.0, -2.55] }));
  p.gear.push(part(block(1.78, 1.75, 1.6), ARMOUR_GREEN, { at: [0, 1.37, 1.5] }));
  p.gear.push(part(block(1.88, 0.1, 1.7), ARMOUR_DARK, { at: [0, 2.27, 1.5] }));
  p.gear.push(part(cyl(0.3, 0.34, 0.4, 8), ARMOUR_GREEN, { at: [0, 2.5, 1.6] }));
  p.gear.push(part(box(0.5, 0.06, 0.1), SLIT, { at: [0, 2.55, 1.28] }));
  p.gear.push(part(cyl(0.16, 0.2, 0.3, 8), IRON, { at: [0, 1.93, -1.9] }));
  p.gear.push(part(cyl(0.1, 0.12, 0.12, 6), '#e8e0a0', { at: [0, 1.2, -2.82], rotate: [Math.PI / 2, 0, 0] }));
  band(p, 1.05, 1.68, 2.9, -0.85);
  band(p, 1.05, 1.82, 1.62, 1.5);
  loopholes(p, 1.75, 0.9, [1.1, 1.9]);
  loopholes(p, 1.35, 0.75, [-1.6, -0.4]);
  return modelOf(p);
}

function artilleryWagon(): BufferGeometry {
  const p = newParts();
  running(p);
  p.gear.push(part(frustum(1.84, 1.2, 4.6, [0.85, 1]), ARMOUR_GREEN, { at: [0, 1.1, 0] }));
  band(p, 1.0, 1.88, 4.62);
  loopholes(p, 1.35, 0.85, [-0.4, 0.4]);
  // a revolving turret at each end, its gun out over the end, its top in the side's colour
  for (const [z, dir] of [[-1.3, -1], [1.3, 1]] as const) {
    p.gear.push(part(cyl(0.6, 0.68, 0.72, 10), ARMOUR_GREEN, { at: [0, 2.05, z] }));
    p.side.push(part(cyl(0.5, 0.6, 0.1, 10), 1, { at: [0, 2.46, z] }));
    p.gear.push(part(box(0.4, 0.16, 0.06), SLIT, { at: [0, 2.1, z + dir * 0.63] }));
    p.gear.push(part(cyl(0.08, 0.11, 1.3, 8), GUN, { at: [0, 2.05, z + dir * 0.85], rotate: [Math.PI / 2, 0, 0] }));
  }
  return modelOf(p);
}

function mgWagon(): BufferGeometry {
  const p = newParts();
  running(p);
  p.gear.push(part(frustum(1.84, 1.6, 4.6, [0.9, 1]), ARMOUR_GREEN, { at: [0, 1.3, 0] }));
  p.gear.push(part(block(1.75, 0.1, 4.7), ARMOUR_DARK, { at: [0, 2.15, 0] }));
  p.side.push(part(cyl(0.35, 0.4, 0.35, 8), 1, { at: [0, 2.35, 0] }));
  band(p, 0.95, 1.88, 4.62);
  // machine guns through loopholes along both flanks
  for (const z of [-1.5, -0.5, 0.5, 1.5]) {
    for (const x of [-1, 1]) {
      p.gear.push(part(box(0.08, 0.22, 0.32), SLIT, { at: [x * 0.87, 1.55, z] }));
      p.gear.push(part(cyl(0.05, 0.05, 0.42, 6), GUN, { at: [x * 1.02, 1.55, z], rotate: [0, 0, Math.PI / 2] }));
    }
  }
  loopholes(p, 1.9, 0.83, [-1.0, 0, 1.0]);
  return modelOf(p);
}

function troopCar(): BufferGeometry {
  const p = newParts();
  running(p);
  // a plated wagon, open above, its sides built up with sandbags
  p.gear.push(part(block(1.78, 0.8, 4.6), ARMOUR_GREEN, { at: [0, 0.9, 0] }));
  band(p, 0.9, 1.82, 4.62);
  for (const z of [-1.8, -0.9, 0, 0.9, 1.8]) {
    for (const x of [-0.72, 0.72]) p.gear.push(part(box(0.32, 0.24, 0.82), SANDBAG, { at: [x, 1.42, z] }));
  }
  loopholes(p, 1.12, 0.9, [-1.35, -0.45, 0.45, 1.35]);
  return modelOf(p);
}

export function buildTrainModel(kind: TrainCarKind): BufferGeometry {
  switch (kind) {
    case 'engine': return compact(engine());
    case 'artillery': return compact(artilleryWagon());
    case 'mg': return compact(mgWagon());
    case 'car': return compact(troopCar());
  }
}
