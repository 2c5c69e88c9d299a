import type { z } from 'zod';
import { ScenarioSchema, type Scenario, type Point } from './schema.ts';
import { migrateScenario } from './migrate.ts';
import { parseJsonText } from './json-guard.ts';
import { type Problem, type PathSegment, error, warning } from './problems.ts';
import type { Result } from '../engine/result.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { basesOverlap, type BaseRect } from '../geometry/base.ts';
import { hypot } from '../geometry/hypot.ts';

/** What the cross-checks may learn from the scenario's rule set: the footprint of a troop type's base. */
export interface CrossCheckOptions {
  baseSize?: (troopType: string) => { width: number; depth: number } | undefined;
}

/** Footprint assumed for a base whose troop type the checks were not told about, inches. */
export const FALLBACK_BASE_SIZE = { width: 0.8, depth: 0.8 } as const;
/** Overlap warnings reported at most, so a pile of bases does not bury every other problem. */
const MAX_OVERLAP_WARNINGS = 20;

/** Parses and checks a scenario file's text. Nothing is returned unless the whole file is sound. */
export function parseScenarioText(text: string): Result<Scenario, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateScenario(json.value);
}

/** Checks an already-parsed document: migration, schema, then cross-references. Warnings do not refuse. */
export function validateScenario(doc: unknown): Result<Scenario, Problem[]> {
  const migrated = migrateScenario(doc);
  if (!migrated.ok) return migrated;
  const parsed = ScenarioSchema.safeParse(migrated.value);
  if (!parsed.success) return { ok: false, error: zodProblems(parsed.error) };
  const problems = crossCheck(parsed.data);
  if (problems.some((p) => p.severity === 'error')) return { ok: false, error: problems };
  return { ok: true, value: parsed.data };
}

/** All problems, warnings included, for the editor's validation panel. */
export function scenarioProblems(doc: unknown, options: CrossCheckOptions = {}): Problem[] {
  const result = validateScenario(doc);
  if (!result.ok) return result.error;
  return crossCheck(result.value, options);
}

export function zodProblems(zodError: z.ZodError, prefix: readonly PathSegment[] = []): Problem[] {
  return zodError.issues.slice(0, 50).map((issue) =>
    error([...prefix, ...(issue.path as PathSegment[])], issue.message),
  );
}

function crossCheck(s: Scenario, options: CrossCheckOptions = {}): Problem[] {
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
  for (const side of ['red', 'white'] as const) {
    s.sides[side].units.forEach((u, i) => {
      const at: PathSegment[] = ['sides', side, 'units', i];
      claim(u.id, [...at, 'id']);
      unitIds.add(u.id);
      u.officers.forEach((o, j) => claim(o.id, [...at, 'officers', j, 'id']));
      u.bases.forEach((b, j) => {
        if (!u.reinforcement && !onTable(b, s)) problems.push(error([...at, 'bases', j], `(${b.x}, ${b.y}) is off the ${s.table.width}"×${s.table.height}" table`));
      });
      if (u.reinforcement) {
        if (u.reinforcement.turn > s.turnLimit) problems.push(warning([...at, 'reinforcement', 'turn'], `arrives on turn ${u.reinforcement.turn}, after the last turn (${s.turnLimit})`));
        if (!onTable(u.reinforcement.entry, s)) problems.push(error([...at, 'reinforcement', 'entry'], 'the entry point is off the table'));
      } else {
        const zones = s.deployment.filter((z) => z.side === side);
        if (zones.length > 0 && !u.hidden && u.bases.some((b) => !zones.some((z) => pointInPolygon(b, z.polygon)))) {
          problems.push(warning([...at, 'bases'], `${u.name} stands outside ${side}'s deployment zone`));
        }
      }
    });
  }
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

/**
 * Bases of deployed units that overlap one another (touching edge to edge is fine), as warnings: two models
 * cannot stand in the same place. Bases are bucketed on a coarse grid so a large scenario stays cheap.
 */
function overlappingBases(s: Scenario, options: CrossCheckOptions): Problem[] {
  interface Placed { rect: BaseRect; unitKey: string; path: PathSegment[]; name: string }
  const cell = 4;
  const buckets = new Map<string, Placed[]>();
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const side of ['red', 'white'] as const) {
    s.sides[side].units.forEach((u, i) => {
      if (u.reinforcement) return;
      const size = options.baseSize?.(u.troopType) ?? FALLBACK_BASE_SIZE;
      u.bases.forEach((b, j) => {
        const placed: Placed = {
          rect: { x: b.x, y: b.y, facing: b.facing, width: size.width, depth: size.depth },
          unitKey: `${side}.${i}`, path: ['sides', side, 'units', i, 'bases', j], name: u.name,
        };
        const reach = hypot(size.width, size.depth) / 2;
        const near = new Set<Placed>();
        for (let cx = Math.floor((b.x - reach) / cell); cx <= Math.floor((b.x + reach) / cell); cx++) {
          for (let cy = Math.floor((b.y - reach) / cell); cy <= Math.floor((b.y + reach) / cell); cy++) {
            const key = `${cx},${cy}`;
            const list = buckets.get(key) ?? [];
            for (const other of list) near.add(other);
            list.push(placed);
            buckets.set(key, list);
          }
        }
        for (const other of near) {
          if (problems.length >= MAX_OVERLAP_WARNINGS) return;
          const pair = `${other.unitKey}|${placed.unitKey}`;
          if (reported.has(pair) || !basesOverlap(other.rect, placed.rect)) continue;
          reported.add(pair);
          const whose = other.unitKey === placed.unitKey ? `two bases of ${u.name}` : `${u.name} and ${other.name}`;
          problems.push(warning(placed.path, `${whose} overlap at (${b.x}, ${b.y}): bases cannot share the table`));
        }
      });
    });
  }
  return problems;
}

const onTable = (p: Point, s: Scenario) => p.x >= 0 && p.y >= 0 && p.x <= s.table.width && p.y <= s.table.height;
