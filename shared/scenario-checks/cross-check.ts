import type { Scenario, Point } from '../scenario/schema.ts';
import { type Problem, type PathSegment, error, warning } from '../scenario/problems.ts';
import { type CrossCheckOptions, DeploymentCheck, overlappingBases, uncheckedDeployment } from './placement-checks.ts';
import { SIDE_IDS } from '../scenario/terrain-kinds.ts';
import { type DistanceUnit, distanceText, sizeText } from '../core/distance-units.ts';

/**
 * The checks the schema cannot make: unique ids, references that resolve, bases on the table and in their
 * side's deployment zone, bases that do not overlap. Each runs in about linear time in the document's size.
 */
export function crossCheck(s: Scenario, options: CrossCheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const seen = new Map<string, string>();
  const claim = (idValue: string, path: PathSegment[]) => {
    const prior = seen.get(idValue);
    if (prior) problems.push(error(path, `id "${idValue}" is already used at ${prior}`));
    else seen.set(idValue, path.join('.'));
  };
  const areaIds = new Set<string>();
  s.terrain.forEach((f, i) => {
    claim(f.id, ['terrain', i, 'id']);
    if (f.kind === 'area') areaIds.add(f.id);
  });
  const unitIds = new Set<string>();
  const zones = new DeploymentCheck(s.deployment);
  let unchecked = 0;
  for (const side of SIDE_IDS) {
    s.sides[side].units.forEach((u, i) => {
      const at: PathSegment[] = ['sides', side, 'units', i];
      claim(u.id, [...at, 'id']);
      unitIds.add(u.id);
      u.officers.forEach((o, j) => claim(o.id, [...at, 'officers', j, 'id']));
      if (!u.reinforcement) {
        const off = offTable(u.name, u.bases, s.table, options.distanceUnit);
        if (off) problems.push(error([...at, 'bases'], off));
      }
      if (u.reinforcement) {
        if (u.reinforcement.turn > s.turnLimit) problems.push(warning([...at, 'reinforcement', 'turn'], `arrives on turn ${u.reinforcement.turn}, after the last turn (${s.turnLimit})`));
        if (!onTable(u.reinforcement.entry, s)) problems.push(error([...at, 'reinforcement', 'entry'], 'the entry point is off the table'));
      } else if (zones.hasZones(side) && !u.hidden) {
        let outside = false;
        for (const b of u.bases) {
          const covered = zones.covers(side, b);
          if (covered === undefined) { unchecked++; return; }
          if (!covered) { outside = true; break; }
        }
        if (outside) problems.push(warning([...at, 'bases'], `${u.name} stands outside the deployment zone of ${s.sides[side].name}`));
      }
    });
  }
  if (unchecked > 0) problems.push(uncheckedDeployment(unchecked));
  s.deployment.forEach((z, i) => claim(z.id, ['deployment', i, 'id']));
  s.specialRules.forEach((r, i) => {
    claim(r.id, ['specialRules', i, 'id']);
    if (r.trigger.type === 'enemy-enters-area' && !areaIds.has(r.trigger.areaId)) problems.push(error(['specialRules', i, 'trigger', 'areaId'], `no terrain area "${r.trigger.areaId}"`));
    if (r.trigger.type === 'unit-destroyed' && !unitIds.has(r.trigger.unitId)) problems.push(error(['specialRules', i, 'trigger', 'unitId'], `no unit "${r.trigger.unitId}"`));
    if (r.behaviour.type === 'advance' && !areaIds.has(r.behaviour.areaId)) problems.push(error(['specialRules', i, 'behaviour', 'areaId'], `no terrain area "${r.behaviour.areaId}"`));
    if (r.behaviour.type === 'reinforce') r.behaviour.unitIds.forEach((u, j) => unitIds.has(u) || problems.push(error(['specialRules', i, 'behaviour', 'unitIds', j], `no unit "${u}"`)));
    r.units.unitIds?.forEach((u, j) => unitIds.has(u) || problems.push(error(['specialRules', i, 'units', 'unitIds', j], `no unit "${u}"`)));
  });
  if (s.victory.length === 0) problems.push(warning(['victory'], 'no victory condition: the game can only end at the turn limit as a draw'));
  s.victory.forEach((v, i) => {
    if ((v.type === 'clear-area' || v.type === 'hold-area') && !areaIds.has(v.areaId)) problems.push(error(['victory', i, 'areaId'], `no terrain area "${v.areaId}"`));
    if (v.type === 'destroy-units' || v.type === 'exit-units') v.unitIds.forEach((u, j) => unitIds.has(u) || problems.push(error(['victory', i, 'unitIds', j], `no unit "${u}"`)));
  });
  problems.push(...overlappingBases(s, options));
  return problems;
}

const onTable = (p: Point, s: Scenario) => p.x >= 0 && p.y >= 0 && p.x <= s.table.width && p.y <= s.table.height;

/**
 * One sentence for a unit standing wholly or partly off the table, naming it, how many of its bases are off and
 * past which edges by how far ("1st Red company is off the 72"×48" table: 10 of its 10 bases, up to 8.2" past the
 * east edge", or in centimetres for a rule set that measures in them), or null when every base is on it. A dragged unit is one mistake, so it is one error.
 */
export function offTable(name: string, bases: readonly Point[], table: Scenario['table'], unit: DistanceUnit = 'in'): string | null {
  const past = { west: 0, east: 0, south: 0, north: 0 };
  let count = 0;
  for (const b of bases) {
    const west = -b.x, east = b.x - table.width, south = -b.y, north = b.y - table.height;
    if (west <= 0 && east <= 0 && south <= 0 && north <= 0) continue;
    count++;
    past.west = Math.max(past.west, west);
    past.east = Math.max(past.east, east);
    past.south = Math.max(past.south, south);
    past.north = Math.max(past.north, north);
  }
  if (count === 0) return null;
  const edges = (Object.entries(past) as [keyof typeof past, number][]).filter(([, d]) => d > 0).map(([edge, d]) => `${gap(d, unit)} past the ${edge} edge`);
  const which = bases.length === 1 ? 'its base' : `${count} of its ${bases.length} bases`;
  const size = unit === 'cm' ? sizeText(table.width, table.height, unit) : `${table.width}"×${table.height}"`;
  return `${name} is off the ${size} table: ${which}, up to ${edges.join(' and ')}; move it back onto the table`;
}

/** A base's overhang: inches to a tenth, or the rule set's centimetres. */
const gap = (d: number, unit: DistanceUnit) => (unit === 'cm' ? distanceText(d, unit) : d < 0.05 ? 'under 0.1"' : `${Math.round(d * 10) / 10}"`);
