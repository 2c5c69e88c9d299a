import { parentPort, workerData } from 'node:worker_threads';
import { playGame, type Player } from '../../shared/ai/index.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

/** What the balance command hands each worker. */
export interface BalanceJob {
  scenario: Scenario;
  seeds: number[];
  players: Record<SideId, Player>;
}

/** One finished (or stopped) game, as a worker reports it. */
export interface GameTally {
  seed: number;
  /** Undefined when the game stopped without a result. */
  winner: SideId | null | undefined;
  turns: number;
  actions: number;
}

export type WorkerMessage = { kind: 'game'; tally: GameTally } | { kind: 'failed'; message: string };

// Runs only inside a worker thread started by balance-command.ts.
if (parentPort) {
  const port = parentPort;
  const job = workerData as BalanceJob;
  const ruleset = getRuleset(job.scenario.ruleset.id);
  if (!ruleset) {
    port.postMessage({ kind: 'failed', message: `unknown rule set "${job.scenario.ruleset.id}"` } satisfies WorkerMessage);
  } else {
    for (const seed of job.seeds) {
      try {
        // Only the results are tallied: the AI need not word its reasons.
        const played = playGame(ruleset, job.scenario, seed, job.players, { explain: false });
        const tally: GameTally = { seed, winner: played.outcome ? played.outcome.winner : undefined, turns: played.turns, actions: played.log.actions.length };
        port.postMessage({ kind: 'game', tally } satisfies WorkerMessage);
      } catch (e) {
        port.postMessage({ kind: 'failed', message: `seed ${seed}: ${e instanceof Error ? e.message : String(e)}` } satisfies WorkerMessage);
        break;
      }
    }
  }
}
