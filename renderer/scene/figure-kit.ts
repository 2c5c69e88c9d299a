import { BoxGeometry, type BufferGeometry, CylinderGeometry } from 'three';

/** Colours and primitives shared by the near and far troop models. */
export const SKIN = '#d8a47a';
export const WOOD = '#5b3d22';
export const STEEL = '#35383b';
export const GUN = '#4a5042';
export const HORSE = '#6e4524';
export const HORSE_DARK = '#3a2414';
export const TYRE = '#1f1f1f';

/** A model's parts as it is built: side parts take the side's colour, gear keeps its own. */
export interface Parts {
  side: BufferGeometry[];
  gear: BufferGeometry[];
}

export const box = (w: number, h: number, d: number) => new BoxGeometry(w, h, d);
/** A box without its underside, which stands on something and is never seen: 10 triangles, not 12. */
export const block = (w: number, h: number, d: number) => withoutFace(new BoxGeometry(w, h, d), 3);
export const cyl = (rTop: number, rBottom: number, h: number, seg = 6) => new CylinderGeometry(rTop, rBottom, h, seg);
/** A three-sided rod without ends, for rifles, sabres and tails: 6 triangles. */
export const rod = (radius: number, length: number) => new CylinderGeometry(radius, radius, length, 3, 1, true);

/** Drops one face group of a primitive (BoxGeometry: 0 +x, 1 −x, 2 +y, 3 −y, 4 +z, 5 −z). */
export function withoutFace(g: BufferGeometry, group: number): BufferGeometry {
  const index = g.index!;
  const { start, count } = g.groups[group]!;
  const kept = [...Array.from({ length: start }, (_, i) => index.getX(i)), ...Array.from({ length: index.count - start - count }, (_, i) => index.getX(start + count + i))];
  g.setIndex(kept);
  g.clearGroups();
  return g;
}
