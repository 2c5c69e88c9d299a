import type { Vec } from '../../shared/geometry/vec.ts';

/**
 * What the play screen asks the 3D table to draw on top of the game: which units stand out and why, and
 * lines and circles for the move being planned, the tape and the line of sight.
 */

export type HighlightKind = 'selected' | 'can-act' | 'target' | 'armed-target' | 'last-event';

export interface UnitHighlight {
  unitId: string;
  kind: HighlightKind;
}

export type TableOverlay =
  /** The planned move: from the unit to the picked point. */
  | { kind: 'path'; points: Vec[]; label: string }
  /** How far the unit may go this time (the rolled reach). */
  | { kind: 'reach'; centre: Vec; radius: number; label: string }
  /** The facing the unit will end with. */
  | { kind: 'facing'; at: Vec; facing: number }
  | { kind: 'tape'; from: Vec; to: Vec; label: string }
  /** Line of sight: clear is null while the verdict is being asked for. */
  | { kind: 'sight'; from: Vec; to: Vec; clear: boolean | null; label: string }
  /** Where the last event happened (a shot from shooter to target). */
  | { kind: 'event'; points: Vec[]; label: string };

export type CameraMode = 'orbit' | 'top';
