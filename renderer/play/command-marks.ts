import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { Overlay } from '../scene/overlays.ts';
import { unitCentre } from './choice-shapes.ts';
import { unitRadius } from './unit-radius.ts';
import { ringLabelPoints } from './ring-labels.ts';
import { labelHalfWidth, labelHeight } from '../scene/label-placement.ts';
import { type DistanceUnit, distanceText } from '../../shared/core/distance-units.ts';
import { layoutOfficers } from '../scene/officer-layout.ts';
import { unitAnchors } from '../scene/troop-layout.ts';
import { counted } from '../../shared/engine/agreement.ts';

const FLAT = (): number => 0;

/**
 * The officers' characteristics where the table letters them when their unit is pointed at, selected or due
 * (Callouts.svelte), over each officer's marker: room the command's words leave free, so a callout coming up near its
 * figure finds it. From above (the top view) a label shows right over what it names.
 */
export function characteristicWords(units: readonly UnitView[], tall: number, table: { width: number; height: number }): { p: Vec; half: number; tall: number }[] {
  const { markers } = layoutOfficers(units, unitAnchors(units, FLAT), FLAT);
  return markers.filter((m) => m.characteristic).map((m) => ({ p: m.p, half: labelHalfWidth(m.characteristic!, tall, table), tall }));
}

/** The small ring at the leader himself, inches. */
const LEADER_RING = 1.2;

/** Pale gold: apart from the selection, the targets, the reach and the Sees rings. */
export const COMMAND_COLOUR = '#FFD27F';

/** The leader whose command a selected unit shows: the unit itself if it is a leader, else the leader it is under. */
export function commandingLeader(selected: UnitView | null, unitsById: ReadonlyMap<string, UnitView>): UnitView | null {
  if (!selected) return null;
  if (selected.command) return selected;
  const leader = selected.commander === undefined ? undefined : unitsById.get(selected.commander);
  return leader?.command ? leader : null;
}

/**
 * A leader's command on the table, as his rule set measures it: a ring for each command distance with its words,
 * thinner as the leadership grows less sure, a small ring at the leader (with what else the rule set says of his
 * command), and a ring round each unit he commands.
 */
export function commandOverlays(
  selected: UnitView | null, unitsById: ReadonlyMap<string, UnitView>, table: { width: number; height: number }, names: readonly { text: string; p: Vec }[] = [],
): Overlay[] {
  const leader = commandingLeader(selected, unitsById);
  const command = leader?.command;
  if (!leader || !command) return [];
  // The rings' words go on the ring toward the middle of the table, where most of a command lies, unless units (and
  // the labels over them) stand there: then round the ring to where they cover none (ring-labels.ts).
  const dx = table.width / 2 - command.centre.x, dy = table.height / 2 - command.centre.y;
  const len = Math.hypot(dx, dy);
  const toward = len < 1 ? { x: 0, y: 1 } : { x: dx / len, y: dy / len };
  const tall = labelHeight(table);
  // A unit whose officer has a characteristic may carry it as a callout over the unit (Callouts.svelte): as wide as its words.
  const labelReach = (u: UnitView) => Math.max(tall / 2, ...u.officers.map((o) => (o.characteristic ? labelHalfWidth(o.characteristic, tall, table) : 0)));
  const obstacles = [...unitsById.values()].filter((u) => u.bases.length > 0).map((u) => ({ p: unitCentre(u), reach: unitRadius(u) + labelReach(u) }));
  // The terrain's names (an objective's flag, a station) and the officers' characteristics are words the rings' words
  // must not cover either; the leader's note goes round him the same way, just outside his small ring.
  const taken = [...names.map((n) => ({ p: n.p, half: labelHalfWidth(n.text, tall, table), tall })), ...characteristicWords([...unitsById.values()], tall, table)];
  const note = command.note ? `${leader.name}: ${command.note}` : null;
  const placedRings = note ? [...command.rings, { radius: LEADER_RING + tall, label: note }] : command.rings;
  const at = ringLabelPoints(command.centre, placedRings, toward, obstacles, table, (text) => ({ half: labelHalfWidth(text, tall, table), tall }), taken);
  const out: Overlay[] = command.rings.map((ring, i) => ({
    kind: 'circle', centre: command.centre, radius: ring.radius, color: COMMAND_COLOUR, label: ring.label, width: Math.max(0.08, 0.2 - i * 0.05),
    labelAt: at[i]!,
  }));
  // The leader's marker already names his character; a note (the C-in-C's reach, heroic leading) is added beside it.
  out.push({ kind: 'circle', centre: command.centre, radius: LEADER_RING, color: COMMAND_COLOUR, width: 0.1, ...(note ? { label: note, labelAt: at[command.rings.length]! } : {}) });
  for (const id of command.unitIds) {
    const unit = unitsById.get(id);
    if (unit && unit.bases.length > 0) out.push({ kind: 'circle', centre: unitCentre(unit), radius: unitRadius(unit), color: COMMAND_COLOUR, width: 0.12 });
  }
  return out;
}

/** The card's line for the command drawn on the table: whose, its distances in the rule set's unit, and how many of his units are ringed. */
export function commandCaption(selected: UnitView | null, unitsById: ReadonlyMap<string, UnitView>, unit: DistanceUnit): string | null {
  const leader = commandingLeader(selected, unitsById);
  if (!leader?.command) return null;
  const n = leader.command.unitIds.length;
  const whose = leader === selected ? 'his' : `${leader.name}'s`;
  const distances = leader.command.rings.map((r) => ringDistance(r.radius, unit)).join(', ');
  return `Ringed on the table: ${whose} command distances (${distances}) and the ${counted(n, 'unit')} he commands.`;
}

/** A command distance as the card says it: whole inches stay whole ("12\""), centimetres as every tape reads them. */
const ringDistance = (inches: number, unit: DistanceUnit): string =>
  unit === 'in' && Number.isInteger(inches) ? `${inches}"` : distanceText(inches, unit);
