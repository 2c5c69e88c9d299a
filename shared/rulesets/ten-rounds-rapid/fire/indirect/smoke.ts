/**
 * Section 16 "Artillery" smoke: "Phosphorus covers one 4 cm square, and other covers 2 such squares. Phosphorus lasts
 * for 2 moves, other for 3 moves." The squares lie side by side across the line of fire (README "Smoke").
 */
export const SMOKE_RULE = '16 Smoke';
export const SMOKE_KINDS = ['smoke', 'phosphorus'] as const;
export type SmokeKind = (typeof SMOKE_KINDS)[number];
export const SMOKE_SQUARE_CM = 4;
const SQUARES: Readonly<Record<SmokeKind, number>> = { smoke: 2, phosphorus: 1 };
const LASTS: Readonly<Record<SmokeKind, number>> = { smoke: 3, phosphorus: 2 };

/** The screen a shell of `kind` lays in move `move`: along and across the line of fire, and its last move. */
export function smokeScreen(kind: SmokeKind, move: number): { alongCm: number; acrossCm: number; moves: number; until: number } {
  return { alongCm: SMOKE_SQUARE_CM, acrossCm: SQUARES[kind] * SMOKE_SQUARE_CM, moves: LASTS[kind], until: move + LASTS[kind] - 1 };
}
