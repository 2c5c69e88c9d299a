import type { TableSize } from './coordinates.ts';
import { type HeightAt, MeshData } from './mesh-data.ts';
import { type Overlay, type OverlayMeshes, buildOverlayMeshes } from './overlays.ts';

/**
 * Overlay meshes built one overlay at a time and kept by the overlay's content, so that when a screen hands over
 * a new list (every edit gives the editor a new one) only the overlays that are new are built again: the deployment
 * zones and the grid stay as they were when a unit is nudged. Forgets everything when the table or its relief
 * changes, since every overlay is draped over them.
 */
export class OverlayMeshCache {
  #pieces = new Map<string, OverlayMeshes>();
  #ground: { table: TableSize; heightAt: HeightAt } | null = null;
  readonly #build: typeof buildOverlayMeshes;

  constructor(build: typeof buildOverlayMeshes = buildOverlayMeshes) {
    this.#build = build;
  }

  /** The same meshes as `buildOverlayMeshes(overlays, table, heightAt)`. */
  meshes(overlays: readonly Overlay[], table: TableSize, heightAt: HeightAt): OverlayMeshes {
    if (this.#ground?.table !== table || this.#ground.heightAt !== heightAt) {
      this.#pieces.clear();
      this.#ground = { table, heightAt };
    }
    const kept = new Map<string, OverlayMeshes>();
    const pieces = overlays.map((o) => {
      const key = JSON.stringify(o);
      const piece = kept.get(key) ?? this.#pieces.get(key) ?? this.#build([o], table, heightAt);
      kept.set(key, piece);
      return piece;
    });
    this.#pieces = kept;
    return mergeOverlayMeshes(pieces);
  }

  /** Overlays built and kept, for tests. */
  get size(): number {
    return this.#pieces.size;
  }
}

/** Pieces joined as if built together: one mesh per colour in the order colours first appear, labels in order. */
export function mergeOverlayMeshes(pieces: readonly OverlayMeshes[]): OverlayMeshes {
  const strokes = new Map<string, MeshData>();
  const fills = new Map<string, MeshData>();
  const into = (map: Map<string, MeshData>, color: string, mesh: MeshData) => {
    let m = map.get(color);
    if (!m) { m = new MeshData(); map.set(color, m); }
    appendMesh(m, mesh);
  };
  for (const piece of pieces) {
    for (const s of piece.strokes) into(strokes, s.color, s.mesh);
    for (const f of piece.fills) into(fills, f.color, f.mesh);
  }
  return {
    strokes: [...strokes].map(([color, mesh]) => ({ color, mesh })),
    fills: [...fills].map(([color, mesh]) => ({ color, mesh })),
    labels: pieces.flatMap((p) => p.labels),
  };
}

function appendMesh(into: MeshData, from: MeshData): void {
  const offset = into.vertexCount;
  // item by item: spreading a large fill's arrays into push() could overflow the call stack
  for (const v of from.positions) into.positions.push(v);
  for (const v of from.uvs) into.uvs.push(v);
  for (const v of from.colors) into.colors.push(v);
  for (const i of from.indices) into.indices.push(i + offset);
}
