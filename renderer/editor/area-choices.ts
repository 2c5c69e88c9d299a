import type { Area, Hill, PointFeature, Scenario } from '../../shared/scenario/schema.ts';
import { pointInPolygon, polygonCentroid } from '../../shared/geometry/polygon.ts';
import { AREA_LABELS } from './tools.ts';
import { objectiveFirst } from './rule-catalogue.ts';

/** One terrain area offered where a condition or rule names an area: its id, and how the list says it. */
export interface AreaChoice {
  id: string;
  text: string;
}

/**
 * The areas a victory condition or rule can name, in the order `objectiveFirst` gives, each said by its name and
 * kind and what it holds: the objective marker, the hill it lies on. Conditions are judged on terrain areas (the
 * engine counts the bases inside one), so a hill or an objective marker is held by drawing an area over it.
 */
export function areaChoices(s: Scenario): AreaChoice[] {
  const areas = new Map(s.terrain.filter((f): f is Area => f.kind === 'area').map((f) => [f.id, f]));
  const objectives = s.terrain.filter((f): f is PointFeature => f.kind === 'point' && f.type === 'objective');
  const hills = s.terrain.filter((f): f is Hill => f.kind === 'hill');
  // Unnamed areas of one kind are told apart by number, in file order.
  const unnamed = (a: Area) => [...areas.values()].filter((f) => f.label === undefined && f.type === a.type);
  return objectiveFirst(s).map((id) => {
    const area = areas.get(id)!;
    const kind = AREA_LABELS[area.type];
    const twins = area.label === undefined ? unnamed(area) : [];
    const name = area.label ?? (twins.length > 1 ? `${kind} ${twins.indexOf(area) + 1}` : kind);
    const notes = area.label === undefined ? [] : [kind.toLowerCase()];
    const objective = objectives.find((o) => pointInPolygon(o, area.polygon));
    if (objective) notes.push(`holds ${objective.label ?? 'the objective'}`);
    const hill = hills.find((h) => pointInPolygon(polygonCentroid(area.polygon), h.polygon));
    if (hill) notes.push(`on ${hill.label ?? 'a hill'}`);
    return { id, text: notes.length > 0 ? `${name} (${notes.join(', ')})` : name };
  });
}
