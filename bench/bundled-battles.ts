import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GameService } from '../main/services/games.ts';
import { packageRoot } from '../main/services/package-root.ts';
import type { TableView } from '../shared/engine/ruleset.ts';
import type { Scenario } from '../shared/scenario/schema.ts';

/** A bundled battle as the table draws it when a game opens: its scenario and the rule set's first view of it. */
export interface OpeningTable {
  id: string;
  title: string;
  scenario: Scenario;
  view: TableView | null;
}

/**
 * Every bundled battle (scenarios/*.tachanka.json) at its opening view: a new game on an open table (no fog of war, so
 * every unit on the table is drawn), seeded, read before any action.
 */
export function bundledOpenings(): OpeningTable[] {
  const dir = join(packageRoot(), 'scenarios');
  const games = new GameService({ randomSeed: () => 1 });
  return readdirSync(dir).filter((f) => f.endsWith('.tachanka.json')).sort().map((file) => {
    const started = games.newGame({ scenarioText: readFileSync(join(dir, file), 'utf8'), humanSide: 'red', difficulty: 'easy', seed: 1, fog: 'open table' });
    if (!started.ok) throw new Error(`${file} does not open: ${started.error.message}`);
    const { scenario, view } = started.value;
    return { id: file.replace('.tachanka.json', ''), title: scenario.title, scenario, view };
  });
}

/** The same table with nothing on it: its size and edges, no terrain and no troops. */
export function emptyTable(of: OpeningTable): OpeningTable {
  const { scenario } = of;
  return {
    id: `${of.id}-empty`, title: `an empty ${scenario.table.width}" × ${scenario.table.height}" table`, view: null,
    scenario: { ...scenario, terrain: [], sides: { red: { ...scenario.sides.red, units: [] }, white: { ...scenario.sides.white, units: [] } } },
  };
}
