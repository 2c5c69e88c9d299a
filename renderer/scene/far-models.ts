import type { BufferGeometry } from 'three';
import { OctahedronGeometry } from 'three';
import { GUN, HORSE, HORSE_DARK, SKIN, STEEL, TYRE, WOOD, block, box, rod } from './figure-kit.ts';
import { part, tintedModel } from './model-kit.ts';

/**
 * Far models: what the wide views draw, where a foot figure is a dozen pixels tall and its rifle and cap
 * cannot be seen anyway. Same footprint and height as the near models, a fraction of the triangles.
 * Not yet compacted (the caller shares their vertices).
 */
export const farModels = {
  infantry: farInfantry,
  cavalry: farCavalry,
  mg: farMachineGun,
  tachanka: farTachanka,
  'field-gun': farFieldGun,
  tank: farTank,
  'armoured-car': farArmouredCar,
} as const;

/** A figure as two blocks, for far models: body in the side's colour and a head. */
function farMan(side: BufferGeometry[], gear: BufferGeometry[], x: number, z: number, height = 0.84, y = 0): void {
  side.push(part(block(0.26, height, 0.18), 0.85, { at: [x, y + height / 2, z] }));
  gear.push(part(new OctahedronGeometry(0.12, 0), SKIN, { at: [x, y + height + 0.09, z] }));
}

function farMachineGun(): BufferGeometry {
  const side: BufferGeometry[] = [], gear: BufferGeometry[] = [];
  gear.push(part(block(0.16, 0.2, 0.7), GUN, { at: [0, 0.22, -0.3] }), part(block(0.42, 0.32, 0.05), GUN, { at: [0, 0.16, -0.1] }));
  farMan(side, gear, -0.22, 0.25, 0.5);
  farMan(side, gear, 0.24, 0.3, 0.5);
  return tintedModel(side, gear);
}

function farTachanka(): BufferGeometry {
  const side: BufferGeometry[] = [], gear: BufferGeometry[] = [];
  side.push(part(block(0.7, 0.3, 1.1), 0.75, { at: [0, 0.55, 0.75] }));
  for (const x of [-0.4, 0.4]) gear.push(part(block(0.07, 0.7, 1.4), WOOD, { at: [x, 0.35, 0.75] }));
  gear.push(part(block(0.18, 0.2, 0.55), GUN, { at: [0, 0.84, 1.2] }));
  gear.push(part(block(0.66, 0.32, 0.75), HORSE, { at: [0, 0.62 * 0.9, -0.75] }));
  gear.push(part(block(0.6, 0.44, 0.5), HORSE_DARK, { at: [0, 0.22, -0.75] }));
  gear.push(part(block(0.5, 0.4, 0.3), HORSE, { at: [0, 0.88, -1.2], rotate: [-0.4, 0, 0] }));
  farMan(side, gear, 0, 0.45, 0.55, 0.55);
  return tintedModel(side, gear);
}

function farFieldGun(): BufferGeometry {
  const side: BufferGeometry[] = [], gear: BufferGeometry[] = [];
  gear.push(part(block(0.9, 0.84, 0.1), WOOD, { at: [0, 0.42, -0.05] }));
  gear.push(part(rod(0.08, 1.25), GUN, { at: [0, 0.62, -0.45], rotate: [Math.PI / 2 - 0.08, 0, 0] }));
  gear.push(part(block(0.72, 0.5, 0.05), GUN, { at: [0, 0.68, -0.18] }));
  gear.push(part(block(0.12, 0.1, 0.9), GUN, { at: [0, 0.3, 0.55], rotate: [-0.3, 0, 0] }));
  farMan(side, gear, -0.55, 0.45);
  farMan(side, gear, 0.6, 0.35);
  return tintedModel(side, gear);
}

function farTank(): BufferGeometry {
  return tintedModel([
    part(block(0.3, 0.98, 2.6), 0.72, { at: [-0.45, 0.5, 0] }),
    part(block(0.3, 0.98, 2.6), 0.72, { at: [0.45, 0.5, 0] }),
    part(block(0.6, 0.6, 1.8), 0.85, { at: [0, 0.62, 0.05] }),
    part(block(0.5, 0.3, 0.55), 0.95, { at: [0, 1.05, -0.35] }),
  ], [part(block(1.5, 0.2, 0.4), STEEL, { at: [0, 0.5, -0.05] })]);
}

function farArmouredCar(): BufferGeometry {
  return tintedModel([
    part(block(0.56, 0.3, 0.6), 0.8, { at: [0, 0.55, -0.6] }),
    part(block(0.7, 0.5, 1.05), 0.85, { at: [0, 0.65, 0.3] }),
    part(block(0.62, 0.24, 0.36), 1, { at: [0, 1.02, 0.35] }),
  ], [part(block(0.84, 0.48, 1.6), TYRE, { at: [0, 0.24, 0] })]);
}

function farInfantry(): BufferGeometry {
  return tintedModel(
    [part(block(0.26, 0.84, 0.18), 0.85, { at: [0, 0.42, 0] })],
    [part(new OctahedronGeometry(0.12, 0), SKIN, { at: [0, 0.93, 0] })],
  );
}

function farCavalry(): BufferGeometry {
  return tintedModel(
    [part(block(0.3, 0.5, 0.2), 0.85, { at: [0, 0.99, 0.06] })],
    [
      part(box(0.3, 0.34, 0.82), HORSE, { at: [0, 0.62, 0.05] }),
      part(block(0.22, 0.46, 0.6), HORSE_DARK, { at: [0, 0.23, 0.05] }),
      part(block(0.16, 0.5, 0.22), HORSE, { at: [0, 0.95, -0.43], rotate: [-0.45, 0, 0] }),
      part(new OctahedronGeometry(0.11, 0), SKIN, { at: [0, 1.35, 0.06] }),
    ],
  );
}
