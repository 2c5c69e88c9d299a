import { PNG } from 'pngjs';

export interface ColourCount {
  /** Distinct RGB colours in the picture. */
  distinct: number;
  /** Share of the pixels taken by the commonest colour, 0..1 (1 is a blank picture). */
  commonest: number;
}

/** Decodes a PNG screenshot and counts its colours: a canvas WebGL never drew is one flat colour. */
export function countColours(png: Buffer): ColourCount {
  const image = PNG.sync.read(png);
  const counts = new Map<number, number>();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pixels = data.length / 4;
  return { distinct: counts.size, commonest: Math.max(...counts.values()) / pixels };
}
