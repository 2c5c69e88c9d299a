/** Where each picture sits in an atlas, in pixels, and how big the atlas is. */
export interface AtlasLayout {
  spots: { x: number; y: number }[];
  width: number;
  height: number;
}

/**
 * Shelf packing: pictures left to right in rows no wider than `maxWidth`, each row as tall as its tallest
 * picture, with a gutter round each so mipmaps do not bleed one picture into the next.
 */
export function packShelves(sizes: readonly { width: number; height: number }[], maxWidth: number, gutter: number): AtlasLayout {
  if (sizes.length === 0) return { spots: [], width: 1, height: 1 };
  const spots: { x: number; y: number }[] = [];
  let x = gutter, y = gutter, rowHeight = 0, width = 0;
  for (const s of sizes) {
    if (x > gutter && x + s.width + gutter > maxWidth) {
      x = gutter;
      y += rowHeight + gutter;
      rowHeight = 0;
    }
    spots.push({ x, y });
    x += s.width + gutter;
    rowHeight = Math.max(rowHeight, s.height);
    width = Math.max(width, x);
  }
  return { spots, width, height: y + rowHeight + gutter };
}
