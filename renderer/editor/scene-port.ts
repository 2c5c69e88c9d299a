import type { Vec } from '../../shared/geometry/vec.ts';

/** What the 3D layer lends the editor's DOM: screen-to-table picking and a picture of the table. */
export interface ScenePort {
  /** The table point under a screen position (on the ground, hills included), or null when no ray reaches it. */
  pointAt(clientX: number, clientY: number): Vec | null;
  /** A small JPEG of the table as the camera sees it now, as a data: URL; null when the canvas cannot be read. */
  capture(maxWidth?: number): string | null;
}
