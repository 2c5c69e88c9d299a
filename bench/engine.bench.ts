import { performance } from 'node:perf_hooks';
import { GameSession, replay } from '../shared/engine/index.ts';
import { verifyGameLog } from '../shared/engine/log-chain.ts';
import { duelRuleset, type DuelAction } from '../shared/testing/duel-ruleset.ts';
import { scenarioFixture } from '../shared/testing/scenario-fixture.ts';
import { type Figure, median } from './figure.ts';

/** Replay of a 10,000-action log with the engine's small test rule set (issue: ≤ 200 ms). */
const manyBases = <U extends { id: string }>(unit: U) =>
  Array.from({ length: 10 }, (_, i) => ({ ...unit, id: `${unit.id}-${i}`, bases: Array.from({ length: 64 }, () => ({ x: 1, y: 1, facing: 0, figures: 1 })) }));

export async function run(): Promise<Figure[]> {
  // The schema caps turnLimit at 200; the benchmark lifts it so 10,000 actions stay inside one game.
  const scenario = { ...scenarioFixture(), turnLimit: 1_000_000 };
  const actions: DuelAction[] = Array.from({ length: 10_000 }, (_, i) => ({ type: i % 7 === 0 ? 'fire' : 'rest', side: i % 2 === 0 ? 'red' : 'white' }));
  // Enough points that nobody is wiped out before the end of the log.
  scenario.sides = {
    red: { ...scenario.sides.red, units: manyBases(scenario.sides.red.units[0]!) },
    white: { ...scenario.sides.white, units: manyBases(scenario.sides.white.units[0]!) },
  };
  // The same log as a session records it, hash chain included, checked link by link as `replay --verify` does.
  const session = GameSession.start(duelRuleset, scenario, 7);
  for (const action of actions) if (!session.act(action).ok) throw new Error('the session refused the benchmark log');
  const log = session.log;
  const hash = session.hash();
  // Interleaved, so both figures see the same load on a shared machine.
  const times: number[] = [];
  const verifyTimes: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const r = replay(duelRuleset, { scenario, seed: 7, actions }, { keepEvents: false });
    times.push(performance.now() - t0);
    if (!r.ok) throw new Error(`replay refused action ${r.error.actionIndex}: ${r.error.reason}`);
    const t1 = performance.now();
    const checked = verifyGameLog(duelRuleset, log, hash);
    verifyTimes.push(performance.now() - t1);
    if (!checked.ok) throw new Error(`the benchmark log does not verify: ${checked.reason}`);
  }
  return [
    { name: 'replay of a 10,000-action log (median of 7)', value: median(times), unit: 'ms', limit: { max: 200 } },
    { name: 'verified replay (every link of the hash chain) of the same log (median of 7)', value: median(verifyTimes), unit: 'ms', limit: { max: 200 } },
  ];
}
