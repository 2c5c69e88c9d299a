import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import { featureAnchor } from './feature-edits.ts';
import { unitCentre } from './unit-edits.ts';
import type { Selection } from './selection.ts';

/** The editor's side panels; a problem in a form opens its panel. */
export type EditorPanel = 'table' | 'forces' | 'victory' | 'rules' | 'briefing';

/** Where a problem lives in the editor: what to select, where on the table to look, which panel to open. */
export interface ProblemPlace {
  selection: Selection | null;
  point: Vec | null;
  panel: EditorPanel | null;
}

/** Splits a problem's JSON path (`$.sides.red.units[2].bases[0]`, `$["odd key"]`) into its steps. */
export function parseJsonPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  const re = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path)) !== null) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(m[3]) as string);
  }
  return out;
}

const nowhere: ProblemPlace = { selection: null, point: null, panel: null };

export function locateProblem(s: Scenario, path: string): ProblemPlace {
  const steps = parseJsonPath(path);
  const [head, a, b, c, d, e] = steps;
  switch (head) {
    case 'terrain': {
      const f = typeof a === 'number' ? s.terrain[a] : undefined;
      return f ? { selection: { kind: 'feature', id: f.id }, point: featureAnchor(f), panel: 'table' } : { ...nowhere, panel: 'table' };
    }
    case 'sides': {
      if ((a !== 'red' && a !== 'white')) return { ...nowhere, panel: 'forces' };
      if (b === 'briefing') return { ...nowhere, panel: 'briefing' };
      const unit = b === 'units' && typeof c === 'number' ? s.sides[a].units[c] : undefined;
      if (!unit) return { ...nowhere, panel: 'forces' };
      const base = d === 'bases' && typeof e === 'number' ? unit.bases[e] : undefined;
      const point = d === 'reinforcement' && unit.reinforcement ? unit.reinforcement.entry : base ?? unitCentre(unit);
      return { selection: { kind: 'unit', side: a, id: unit.id }, point, panel: 'forces' };
    }
    case 'deployment': {
      const z = typeof a === 'number' ? s.deployment[a] : undefined;
      return z ? { selection: { kind: 'zone', id: z.id }, point: polygonCentroid(z.polygon), panel: 'forces' } : { ...nowhere, panel: 'forces' };
    }
    case 'victory': {
      const v = typeof a === 'number' ? s.victory[a] : undefined;
      const area = v && (v.type === 'clear-area' || v.type === 'hold-area') ? s.terrain.find((f) => f.id === v.areaId) : undefined;
      return { selection: null, point: area ? featureAnchor(area) : null, panel: 'victory' };
    }
    case 'specialRules': return { ...nowhere, panel: 'rules' };
    case 'ruleset':
    case 'table':
    case 'title':
    case 'turnLimit': return { ...nowhere, panel: 'table' };
    case 'description': return { ...nowhere, panel: 'briefing' };
    default: return nowhere;
  }
}
