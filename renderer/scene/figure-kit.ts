import { BoxGeometry, type BufferGeometry, CylinderGeometry } from 'three';

/**
 * Period paint and primitives shared by the troop, vehicle and train models. Uniforms and vehicles are
 * painted as a wargamer paints them (khaki, greatcoat grey, armour green); the side shows in markings:
 * caps, saddle cloths, bands on hulls, turret tops, and the rims of the bases.
 */
export const SKIN = '#d8a47a';
export const WOOD = '#5b3d22';
export const STEEL = '#35383b';
export const GUN = '#4a5042';
export const HORSE = '#6e4524';
export const HORSE_DARK = '#3a2414';
export const HORSE_GREY = '#8a8174';
export const TYRE = '#1f1f1f';
/** The gymnastyorka's khaki and the greatcoat's grey-brown. */
export const KHAKI = '#8a7f52';
export const GREATCOAT = '#6e665a';
export const TROUSERS = '#4f4a36';
export const LEATHER = '#3b2a1c';
export const BRASS = '#b08d3c';
/** Armour paint: Russian armoured cars and trains in dark green, British tanks in brown-khaki. */
export const ARMOUR_GREEN = '#4f5a3c';
export const ARMOUR_KHAKI = '#6b6344';
export const ARMOUR_DARK = '#2f3329';
/** Loopholes and vision slits. */
export const SLIT = '#111111';
export const CART = '#6a5233';

/**
 * A model's parts as it is built: side parts take the side's colour in full, `tone` parts (uniforms) are
 * warmed or cooled a little toward it, gear keeps its own colour.
 */
export interface Parts {
  side: BufferGeometry[];
  gear: BufferGeometry[];
  tone: BufferGeometry[];
}

export const newParts = (): Parts => ({ side: [], gear: [], tone: [] });

export const box = (w: number, h: number, d: number) => new BoxGeometry(w, h, d);
/** A box without its underside, which stands on something and is never seen: 10 triangles, not 12. */
export const block = (w: number, h: number, d: number) => withoutFace(new BoxGeometry(w, h, d), 3);
export const cyl = (rTop: number, rBottom: number, h: number, seg = 6) => new CylinderGeometry(rTop, rBottom, h, seg);
/** A three-sided rod without ends, for rifles, sabres and tails: 6 triangles. */
export const rod = (radius: number, length: number) => new CylinderGeometry(radius, radius, length, 3, 1, true);
/** A tube without ends: tyres, boilers, gun jackets seen from the side. */
export const tube = (radius: number, length: number, seg = 8) => new CylinderGeometry(radius, radius, length, seg, 1, true);

/**
 * A box whose top is `top` times the size of its bottom across (x) and along (z), without its underside:
 * coats that flare, horses' heads, sloped armour. 10 triangles. Centred like a box of height h.
 */
export function frustum(w: number, h: number, d: number, top: [number, number], options: { keepTop?: boolean } = {}): BufferGeometry {
  const g = block(w, h, d);
  const pos = g.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    if (pos.getY(i) > 0) pos.setXYZ(i, pos.getX(i) * top[0], pos.getY(i), pos.getZ(i) * top[1]);
  }
  if (options.keepTop === false) return withoutFace(g, 2);
  return g;
}

/** Drops one face group of a primitive (BoxGeometry: 0 +x, 1 −x, 2 +y, 3 −y, 4 +z, 5 −z). */
export function withoutFace(g: BufferGeometry, group: number): BufferGeometry {
  const index = g.index!;
  const found = g.groups.find((x) => x.materialIndex === group);
  if (!found) return g;
  const { start, count } = found;
  const kept = [...Array.from({ length: start }, (_, i) => index.getX(i)), ...Array.from({ length: index.count - start - count }, (_, i) => index.getX(start + count + i))];
  g.setIndex(kept);
  g.groups = g.groups.filter((x) => x !== found).map((x) => (x.start > start ? { ...x, start: x.start - count } : x));
  return g;
}
