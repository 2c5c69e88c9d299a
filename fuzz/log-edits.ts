import type { GameLog } from '../shared/engine/game.ts';
import type { FuzzRandom } from './fuzzer.ts';

/** The edits a person might make to a saved game by hand. */
export const EDITS = ['facing', 'number', 'swap', 'drop', 'duplicate', 'side', 'unit', 'seed'] as const;
export type LogEdit = (typeof EDITS)[number];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A copy of `log` with one edit. Where an edit removes or repeats an action, its chain link goes with it half of
 * the time, as a careful editor would keep the file's lengths consistent.
 */
export function editLog(log: GameLog, edit: LogEdit, random: FuzzRandom): GameLog {
  const copy = structuredClone(log);
  const actions = copy.actions as unknown as Json[];
  const i = random.int(0, actions.length - 1);
  switch (edit) {
    case 'facing':
    case 'number': {
      const leaves = numberLeaves(actions, edit === 'facing' ? /facing/i : /./);
      const leaf = leaves.length > 0 ? random.pick(leaves) : undefined;
      if (!leaf) return editLog(log, 'swap', random);
      leaf.holder[leaf.key] = (leaf.holder[leaf.key] as number) + (edit === 'facing' ? random.pick([-90, -45, 30, 90, 180]) : random.pick([-3, -1, 0.5, 1, 2]));
      return copy;
    }
    case 'swap': {
      const j = random.int(0, actions.length - 1);
      [actions[i], actions[j]] = [actions[j]!, actions[i]!];
      return copy;
    }
    case 'drop':
      actions.splice(i, 1);
      if (random.chance(0.5)) copy.chain.splice(i + 1, 1);
      return copy;
    case 'duplicate':
      actions.splice(i, 0, structuredClone(actions[i]!));
      if (random.chance(0.5)) copy.chain.splice(i + 1, 0, copy.chain[i + 1]!);
      return copy;
    case 'side': {
      const action = actions[i] as { side?: string };
      action.side = action.side === 'red' ? 'white' : 'red';
      return copy;
    }
    case 'unit': {
      const ids = [...new Set(copy.actions.flatMap((a) => Object.values(a).filter((v): v is string => typeof v === 'string' && /-/.test(v))))];
      const action = actions[i] as Record<string, Json>;
      const keys = Object.keys(action).filter((k) => /Id$/.test(k) && typeof action[k] === 'string');
      if (keys.length === 0 || ids.length === 0) return editLog(log, 'number', random);
      action[random.pick(keys)] = random.pick(ids);
      return copy;
    }
    case 'seed':
      copy.seed = (copy.seed + random.int(1, 1000)) % 2 ** 32;
      return copy;
  }
}

/** Every number inside the actions whose key matches, with the object that holds it. */
function numberLeaves(value: Json, key: RegExp): { holder: Record<string, Json>; key: string }[] {
  if (value === null || typeof value !== 'object') return [];
  const found: { holder: Record<string, Json>; key: string }[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'number' && key.test(k)) found.push({ holder: value as Record<string, Json>, key: k });
    else found.push(...numberLeaves(v, key));
  }
  return found;
}
