import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../shared/api.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { bundledScenariosDir } from './package-root.ts';
import { GameService } from './games.ts';

/**
 * A reveal in the log says who and where in words (issue 31: "the Plastun platoon is revealed in the station yard"):
 * the place by the terrain around it, never an id, a grid square or coordinates. The station raid as the Reds, who
 * hold while the Whites' AI plays, until the Plastun platoon hidden in the birch wood is seen.
 */
describe('a reveal under fog of war', () => {
  it('names the unit and says where it is by the terrain: "Plastun platoon is revealed in the birch wood"', () => {
    const text = readFileSync(join(bundledScenariosDir(), 'station-raid.tachanka.json'), 'utf8');
    const games = new GameService();
    const started = games.newGame({ scenarioText: text, humanSide: 'red', difficulty: 'normal', seed: 2 });
    if (!started.ok) throw new Error(started.error.message);
    const { gameId } = started.value;
    let snapshot: GameSnapshot = started.value;
    const reveals = () => snapshot.events.filter((e) => e.kind === 'reveal' && e.unitId === 'w-plastuns');
    const said: string[] = [];
    for (let step = 0; step < 40 && reveals().length === 0 && !snapshot.outcome; step++) {
      said.push(...snapshot.events.filter((e) => e.kind === 'reveal').map((e) => e.text));
      expect(JSON.stringify(snapshot), `step ${step}`).not.toMatch(/w-plastuns|Plastun/);
      if (snapshot.pending!.side === 'red') {
        const options = games.options(gameId);
        if (!options.ok) throw new Error(options.error.message);
        const hold = options.value.find((c) => /stay where they are|hold fire|does not rally|no strike|do not/i.test(c.label)) ?? options.value[0]!;
        const acted = games.act(gameId, hold.action as BaseAction);
        if (!acted.ok) throw new Error(acted.error.message);
        snapshot = acted.value;
      } else {
        const moved = games.aiAct(gameId);
        if (!moved.ok) throw new Error(moved.error.message);
        snapshot = moved.value.snapshot;
      }
    }
    expect(reveals().map((e) => e.text)).toEqual(['Plastun platoon is revealed in the birch wood']);
    expect(reveals()[0]).toMatchObject({ side: 'white', unitId: 'w-plastuns' });
    expect(snapshot.view.units.find((u) => u.id === 'w-plastuns')?.name).toBe('Plastun platoon');
    // The other reveals on the way are worded alike: a name and a place, no id, no number.
    for (const text of said) expect(text).toMatch(/^[A-Z][^\d]* is revealed (in|on|at|by|just) [^\d]+$|^[A-Z][^\d]* is revealed [\d.]+(")? [a-z-]+ of [^\d]+$/);
  });
});
