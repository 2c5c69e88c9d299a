import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import { type HeightAt, MeshData, appendRibbon } from './mesh-data.ts';
import { OFFICER_STYLE, type OfficerRank, SIDE_COLOURS, mixHex } from './palette.ts';
import { type TableSize, facingToRotationY, worldX, worldZ } from './coordinates.ts';
import type { InstanceSpec } from './instancing.ts';
import { linearRgb } from './model-kit.ts';
import { type UnitAnchor, drawnAs, isGhost, isOnTable } from './troop-layout.ts';
import { figureSlots, modelHeight } from './figure-slots.ts';
import { MODEL_LENGTH } from './troop-models.ts';

/** An officer's marker on the table: a round base with a figure and a pole topped by the rank's emblem. */
export interface OfficerMarker {
  /** The unit a click on the marker selects: the officer's own unit, or the unit the officer is with. */
  unitId: string;
  side: SideId;
  rank: OfficerRank;
  name: string;
  characteristic?: string;
  p: Vec;
  ground: number;
  facing: number;
  ghost: boolean;
  /** The marker is the unit itself (a standalone commander, commissar, observer), not an officer with a unit. */
  alone: boolean;
  /** Height of the pole's tip, where the emblem sits, above the marker's base, inches (taller for enlarged figures). */
  pole: number;
}

/**
 * How tall an officer's pole stands at a figure scale: the officer grows with the men (the settings' figure scale),
 * and his pole grows by as much as he does, so the emblem still flies above his head.
 */
export const officerPoleHeight = (rank: OfficerRank, figureScale = 1): number =>
  OFFICER_STYLE[rank].poleHeight + Math.max(0, figureScale - 1) * modelHeight('officer');

/** A thin line on the ground from an officer to the unit he leads. */
export interface LeadLine {
  from: Vec;
  to: Vec;
  rank: OfficerRank;
}

/** How far behind a unit its attached officers stand, inches. */
export const ATTACHED_OFFICER_GAP = 1;

/**
 * Officer markers for standalone officer units (commander, commissar, observer, officer classes) and for
 * officers attached to a unit, with the lines that tie each to the unit he leads.
 */
export function layoutOfficers(units: readonly UnitView[], anchors: ReadonlyMap<string, UnitAnchor>, heightAt: HeightAt, figureScale = 1): { markers: OfficerMarker[]; lines: LeadLine[] } {
  const markers: OfficerMarker[] = [];
  const lines: LeadLine[] = [];
  for (const u of units) {
    if (!isOnTable(u)) continue;
    const draw = drawnAs(u.troopClass);
    const anchor = anchors.get(u.id);
    if (!anchor) continue;
    if (draw.layer === 'officer') {
      const first = u.officers[0];
      const rank: OfficerRank = draw.rank === 'officer' ? (first?.rank ?? 'junior') : draw.rank;
      for (const b of u.bases) {
        markers.push({
          unitId: u.id, side: u.side, rank, name: first?.name ?? u.name, p: { x: b.x, y: b.y }, ground: heightAt(b), facing: b.facing,
          ghost: isGhost(u), alone: true, pole: officerPoleHeight(rank, figureScale), ...(first?.characteristic ? { characteristic: first.characteristic } : {}),
        });
      }
      const led = u.leads ? anchors.get(u.leads) : undefined;
      if (led) lines.push({ from: anchor.centre, to: led.centre, rank });
      continue;
    }
    // Officers with the unit stand in a row just behind it, behind its horses' tails when enlarged horses overhang the bases.
    const back = headingVector(anchor.facing + 180), right = headingVector(anchor.facing + 90);
    const overhang = draw.layer === 'figures' && draw.kind === 'cavalry'
      ? Math.max(0, (figureSlots('cavalry', 1, u.baseSize, figureScale)[0]!.scale * MODEL_LENGTH.cavalry - u.baseSize.depth) / 2)
      : 0;
    u.officers.forEach((o, i) => {
      const side = (i - (u.officers.length - 1) / 2) * 1.4 * Math.max(1, figureScale * 0.75);
      const reach = anchor.rearReach + overhang + ATTACHED_OFFICER_GAP;
      const p = { x: anchor.centre.x + back.x * reach + right.x * side, y: anchor.centre.y + back.y * reach + right.y * side };
      markers.push({
        unitId: u.id, side: u.side, rank: o.rank, name: o.name, p, ground: heightAt(p), facing: anchor.facing, ghost: isGhost(u), alone: false, pole: officerPoleHeight(o.rank, figureScale),
        ...(o.characteristic ? { characteristic: o.characteristic } : {}),
      });
      lines.push({ from: p, to: anchor.centre, rank: o.rank });
    });
  }
  return { markers, lines };
}

export interface OfficerInstances {
  /** One layer per rank: each marker is one model (base, figure, pole, emblem). */
  markers: Record<OfficerRank, InstanceSpec[]>;
  /** Pick boxes over each marker, and the unit each selects. */
  /** The unit each marker instance stands for, rank by rank (for picking). */
  markerUnitIds: Record<OfficerRank, string[]>;
  hulls: InstanceSpec[];
  hullUnitIds: string[];
  /** The lines to led units, as draped ribbons in each rank's colour. */
  leadLines: MeshData;
}

/** Officer markers and lead lines as instances and one ribbon mesh. */
export function officerInstances(markers: readonly OfficerMarker[], lines: readonly LeadLine[], table: TableSize, heightAt: HeightAt): OfficerInstances {
  const byRank = Object.fromEntries(OFFICER_RANKS.map((r) => [r, []])) as unknown as Record<OfficerRank, InstanceSpec[]>;
  const idsByRank = Object.fromEntries(OFFICER_RANKS.map((r) => [r, []])) as unknown as Record<OfficerRank, string[]>;
  const out: OfficerInstances = { markers: byRank, markerUnitIds: idsByRank, hulls: [], hullUnitIds: [], leadLines: new MeshData() };
  for (const m of markers) {
    const style = OFFICER_STYLE[m.rank];
    const x = worldX(m.p.x, table), z = worldZ(m.p.y, table);
    const side = m.ghost ? mixHex(SIDE_COLOURS[m.side], '#ffffff', 0.6) : SIDE_COLOURS[m.side];
    out.markers[m.rank].push({ x, y: m.ground, z, rotationY: facingToRotationY(m.facing), colour: side });
    out.markerUnitIds[m.rank].push(m.unitId);
    out.hulls.push({ x, y: m.ground, z, sx: style.baseRadius * 2, sy: m.pole + 1, sz: style.baseRadius * 2 });
    out.hullUnitIds.push(m.unitId);
  }
  for (const l of lines) {
    appendRibbon(out.leadLines, [l.from, l.to], { width: 0.1, heightAt, table, lift: 0.1, step: 0.5, rgb: linearRgb(OFFICER_STYLE[l.rank].colour) });
  }
  return out;
}

const OFFICER_RANKS: readonly OfficerRank[] = ['commander', 'commissar', 'observer', 'senior', 'junior'];
