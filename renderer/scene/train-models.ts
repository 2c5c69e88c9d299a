import { BoxGeometry, type BufferGeometry, CylinderGeometry } from 'three';
import { compact, part, tintedModel } from './model-kit.ts';
import type { TrainCarKind } from './train-layout.ts';

/**
 * Armoured-train cars, 5" long and 1.8" wide at natural size, looking down −z and standing on the
 * rail tops (y = 0). Armour plate takes the side's colour; wheels, boilers and guns keep their own.
 */
export { CAR_LENGTH } from './train-layout.ts';

const IRON = '#2d2f31';
const STEEL = '#45494c';
const GUN = '#4a5042';
const SANDBAG = '#b39b6a';

const box = (w: number, h: number, d: number) => new BoxGeometry(w, h, d);

function running(gear: ReturnType<typeof part>[]): void {
  // frame, buffers and two bogies of wheels
  gear.push(part(box(1.5, 0.22, 4.8), IRON, { at: [0, 0.38, 0] }));
  for (const z of [-2.1, -1.5, 1.5, 2.1]) {
    for (const x of [-0.55, 0.55]) gear.push(part(new CylinderGeometry(0.28, 0.28, 0.1, 10), IRON, { at: [x, 0.28, z], rotate: [0, 0, Math.PI / 2] }));
  }
  for (const z of [-2.5, 2.5]) for (const x of [-0.5, 0.5]) gear.push(part(new CylinderGeometry(0.08, 0.08, 0.2, 6), STEEL, { at: [x, 0.42, z], rotate: [Math.PI / 2, 0, 0] }));
}

function engine(): BufferGeometry {
  const side: ReturnType<typeof part>[] = [], gear: ReturnType<typeof part>[] = [];
  running(gear);
  // armoured boiler casing, cab and a funnel poking through
  side.push(part(box(1.6, 1.25, 3.1), 0.8, { at: [0, 1.1, -0.8] }));
  side.push(part(box(1.75, 1.7, 1.5), 0.95, { at: [0, 1.35, 1.6] }));
  side.push(part(box(1.85, 0.12, 1.7), 0.6, { at: [0, 2.25, 1.6] }));
  gear.push(part(new CylinderGeometry(0.2, 0.24, 0.6, 8), IRON, { at: [0, 1.95, -1.9] }));
  gear.push(part(new CylinderGeometry(0.14, 0.14, 0.2, 8), STEEL, { at: [0, 1.9, -0.6] }));
  gear.push(part(box(1.6, 0.35, 0.15), IRON, { at: [0, 0.3, -2.5] }));
  for (const x of [-0.5, 0.5]) gear.push(part(box(0.3, 0.2, 0.05), '#151515', { at: [x, 1.75, 0.84] }));
  return tintedModel(side, gear);
}

function artilleryWagon(): BufferGeometry {
  const side: ReturnType<typeof part>[] = [], gear: ReturnType<typeof part>[] = [];
  running(gear);
  side.push(part(box(1.8, 1.15, 4.6), 0.8, { at: [0, 1.05, 0] }));
  // a revolving turret at each end, guns out over the ends
  for (const [z, dir] of [[-1.25, -1], [1.25, 1]] as const) {
    side.push(part(new CylinderGeometry(0.62, 0.7, 0.7, 10), 1, { at: [0, 1.97, z] }));
    side.push(part(new CylinderGeometry(0.64, 0.64, 0.08, 10), 0.6, { at: [0, 2.36, z] }));
    gear.push(part(new CylinderGeometry(0.09, 0.11, 1.2, 8), GUN, { at: [0, 2.0, z + dir * 0.75], rotate: [Math.PI / 2, 0, 0] }));
  }
  return tintedModel(side, gear);
}

function mgWagon(): BufferGeometry {
  const side: ReturnType<typeof part>[] = [], gear: ReturnType<typeof part>[] = [];
  running(gear);
  side.push(part(box(1.8, 1.55, 4.6), 0.8, { at: [0, 1.25, 0] }));
  side.push(part(box(1.9, 0.12, 4.7), 0.6, { at: [0, 2.06, 0] }));
  // machine guns through loopholes along both flanks
  for (const z of [-1.5, -0.5, 0.5, 1.5]) {
    for (const x of [-1, 1]) {
      gear.push(part(box(0.12, 0.22, 0.32), '#151515', { at: [x * 0.9, 1.5, z] }));
      gear.push(part(new CylinderGeometry(0.05, 0.05, 0.45, 6), GUN, { at: [x * 1.05, 1.5, z], rotate: [0, 0, Math.PI / 2] }));
    }
  }
  return tintedModel(side, gear);
}

function troopCar(): BufferGeometry {
  const side: ReturnType<typeof part>[] = [], gear: ReturnType<typeof part>[] = [];
  running(gear);
  // an open wagon with sandbagged sides
  side.push(part(box(1.75, 0.75, 4.6), 0.8, { at: [0, 0.86, 0] }));
  for (const z of [-1.8, -0.9, 0, 0.9, 1.8]) {
    for (const x of [-0.72, 0.72]) gear.push(part(box(0.3, 0.22, 0.8), SANDBAG, { at: [x, 1.34, z] }));
  }
  return tintedModel(side, gear);
}

export function buildTrainModel(kind: TrainCarKind): BufferGeometry {
  switch (kind) {
    case 'engine': return compact(engine());
    case 'artillery': return compact(artilleryWagon());
    case 'mg': return compact(mgWagon());
    case 'car': return compact(troopCar());
  }
}
