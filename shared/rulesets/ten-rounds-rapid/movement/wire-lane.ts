import type { Vec } from '../../../geometry/vec.ts';

/**
 * Section 11, line 222: "Tracked AFV's crossing barbed wire count as if bad going, and reduce the remains to poor
 * going for infantry" (README "Lanes through wire"). Where a tracked vehicle's move crosses a wire line the game
 * keeps a lane, as wide as the vehicle, centred where it crossed; infantry whose way crosses that wire within the
 * lane no longer pay the wire's penalties but poor going. The lanes are kept beside the scenario's terrain, which
 * never changes; the list is replaced, never changed in place.
 */
export interface WireLane {
  readonly wireId: string;
  /** The wire as a person reads it ("the wire" when it has no label). */
  readonly wire: string;
  /** The vehicle that made it. */
  readonly by: string;
  readonly at: Vec;
  /** Half the vehicle's width, inches. */
  readonly halfWidth: number;
}

