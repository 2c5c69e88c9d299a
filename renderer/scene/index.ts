// Public surface of the 3D table, for the play screen and the editor.

// The scene and its camera
export { default as TableScene } from './TableScene.svelte';
export { CameraController, type CameraRigHandle } from './camera-controller.svelte.ts';
export { CAMERA_KEY_BINDINGS, cameraActionForKey, type CameraAction, type CameraKeyBinding } from './camera-keys.ts';
export type { CameraMode } from './camera-math.ts';

// What the screens draw over the table
export type { Overlay } from './overlays.ts';
export { type Highlight, HIGHLIGHT_COLOURS } from './play-marks.ts';

// For 3D content nested in <TableScene> (editor handles, tools)
export { useTableContext, type TableModel } from './table-model.ts';
export { tableToWorld, worldToTable, facingToRotationY, type TableSize } from './coordinates.ts';

// Colours, for HUDs and legends that must match the table
export { SIDE_COLOURS, MARKER_STYLE, OFFICER_STYLE, TERRAIN_COLOURS } from './palette.ts';
