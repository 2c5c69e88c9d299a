import jsQR from 'jsqr';

/**
 * Reads a QR code back, as a camera would: the modules (true = dark) drawn `scale` pixels each, with a light
 * margin round them, and handed to a QR decoder. Null when no code is found.
 */
export function readQrModules(modules: readonly (readonly boolean[])[], scale = 4, margin = 4): string | null {
  const size = modules.length + 2 * margin;
  const side = size * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [row, line] of modules.entries()) {
    for (const [col, dark] of line.entries()) {
      if (!dark) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const at = (((row + margin) * scale + dy) * side + (col + margin) * scale + dx) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
        }
      }
    }
  }
  return jsQR(pixels, side, side, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/**
 * The modules of a QR code printed in text two modules to a character (upper and lower half blocks), as a
 * terminal shows it: a full block is two light modules, a space two dark ones.
 */
export function modulesOfTerminalQr(lines: readonly string[]): boolean[][] {
  const halves: Record<string, [boolean, boolean]> = { '█': [false, false], '▀': [false, true], '▄': [true, false], ' ': [true, true] };
  const rows: boolean[][] = [];
  for (const line of lines) {
    const pairs = [...line].map((ch) => {
      const pair = halves[ch];
      if (!pair) throw new Error(`"${ch}" is not a character of a QR code printed in text`);
      return pair;
    });
    rows.push(pairs.map((p) => p[0]), pairs.map((p) => p[1]));
  }
  return rows;
}
