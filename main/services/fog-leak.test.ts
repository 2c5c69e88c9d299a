import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../shared/api.ts';
import type { BaseAction, TableView } from '../../shared/engine/ruleset.ts';
import { rngFromSeed, SeededDice } from '../../shared/engine/dice.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { getRuleset, type AnyRuleset } from '../../shared/rulesets/registry.ts';
import { withSightRange } from '../../shared/testing/sight-range.ts';
import { bundledScenariosDir } from './package-root.ts';
import { GameService, type AiChooser } from './games.ts';
import { createApiHandlers } from './api-handlers.ts';
import { ScenarioFiles } from './scenario-files.ts';

/**
 * The Api's leak test: a human side's answers under fog of war (the snapshots of newGame, act, aiAct, undo and
 * getGame, the AI's reasons, the choices offered, what each of its units sees) name no enemy unit the side does not
 * know, by id, by name or by where it stands; none carries the game's seed or its plain state hash; the log is refused
 * (`gameLog`) while its sealed form opens again in `resume`, at the same keyed hash. Every bundled scenario is played with random choices on both sides, under its rule
 * set's own fog of war and under a stand-in that sees 12" (so that units are seen, lost sight of and remembered).
 */

const bundled = readdirSync(bundledScenariosDir()).filter((f) => f.endsWith('.tachanka.json'))
  .map((f) => ({ file: f, text: readFileSync(join(bundledScenariosDir(), f), 'utf8') }));

/** The AI picks at random and says so, naming the unit it moves (which may be one the human does not know). */
const randomAi: AiChooser = (ruleset, state, _scenario, _side, options) => {
  const choices = ruleset.options(state.game);
  const choice = choices[new SeededDice(rngFromSeed(options.seed)).d(choices.length) - 1]!;
  return { action: choice.action, reason: `${choice.label} (${choice.unitId ?? 'no unit'})` };
};

interface Leak { what: string; unit: string; at?: string }

/** The JSON path of the first string or number pair in `value` holding `needle`, for the failure's message. */
function pathOf(value: unknown, needle: string, path = '$'): string | undefined {
  if (typeof value === 'string') return value.includes(needle) ? `${path}: ${value.slice(0, 160)}` : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (!Array.isArray(value) && JSON.stringify(value).startsWith(`{${needle}`)) return path;
  for (const [k, v] of Object.entries(value)) {
    const found = pathOf(v, needle, `${path}.${k}`);
    if (found) return found;
  }
  return undefined;
}

/** What of the enemy's unknown units shows in `sent`: their ids, names (no known unit's too) and base positions. */
function leaksIn(sent: unknown, whole: TableView, shown: TableView, side: SideId): Leak[] {
  const known = new Set(shown.units.map((u) => u.id));
  const knownNames = new Set(shown.units.map((u) => u.name));
  const markerAt = new Set((shown.markers ?? []).map((m) => `"x":${m.at.x},"y":${m.at.y}`));
  const knownAt = new Set(shown.units.flatMap((u) => u.bases.map((b) => `"x":${b.x},"y":${b.y}`)));
  const json = JSON.stringify(sent);
  // Positions are looked for outside the scenario: it holds no enemy unit under fog, and its zones' and objectives'
  // points may fall where a unit stands.
  const placed = JSON.stringify(sent, (key, v: unknown) => (key === 'scenario' ? undefined : v));
  const leaks: Leak[] = [];
  for (const u of whole.units) {
    if (u.side === side || known.has(u.id)) continue;
    if (json.includes(JSON.stringify(u.id))) leaks.push({ what: 'id', unit: u.id, at: pathOf(sent, u.id) });
    if (!knownNames.has(u.name) && json.includes(u.name)) leaks.push({ what: `name "${u.name}"`, unit: u.id, at: pathOf(sent, u.name) });
    for (const b of u.bases) {
      const at = `"x":${b.x},"y":${b.y}`;
      // The number must end there: "y":3 is not "y":35.
      const found = [`${at},`, `${at}}`].map((a) => placed.indexOf(a)).find((i) => i >= 0);
      if (!markerAt.has(at) && !knownAt.has(at) && found !== undefined) leaks.push({ what: `position ${at}`, unit: u.id, at: placed.slice(Math.max(0, found - 200), found) });
    }
  }
  return leaks;
}

/**
 * The snapshot without what the side may read of the enemy anyway: the designer's words to it (the title, the
 * description, its own briefing, which may say who holds the station), the terrain and its own units' set-up (whose
 * points may fall where an enemy unit stands now).
 */
function withoutFreeTexts(s: GameSnapshot): unknown {
  const { scenario } = s;
  const side = s.humanSide!;
  return { ...s, scenario: { ...scenario, title: '', description: '', terrain: [], sides: { ...scenario.sides, [side]: { ...scenario.sides[side], briefing: '', units: [] } } } };
}

/** A seed no snapshot would hold by chance, so that finding its digits means finding the seed. */
const SEED = 1_234_567_891;

const variants: [string, (r: AnyRuleset) => AnyRuleset][] = [['its own fog of war', (r) => r], ['a 12" sight', (r) => withSightRange(r, 12)]];

describe.each(bundled)('the Api under fog of war, $file', ({ text }) => {
  it.each(variants)('sends a human side nothing of the enemy units it does not know, under %s', async (name, variant) => {
    let hidden = 0;
    for (const humanSide of ['red', 'white'] as const) {
      const games = new GameService({ ai: randomAi, ruleset: (id) => { const r = getRuleset(id); return r && variant(r); } });
      const api = createApiHandlers({ scenarios: new ScenarioFiles(), games });
      const started = games.newGame({ scenarioText: text, humanSide, difficulty: 'easy', seed: SEED });
      expect(started.ok).toBe(true);
      if (!started.ok) return;
      const { gameId } = started.value;
      const session = games.session(gameId)!;
      const picker = new SeededDice(rngFromSeed(17));
      const viewNow = (): TableView => { const now = games.get(gameId); if (!now.ok) throw new Error(now.error.message); return now.value.view; };
      const check = (sent: unknown, where: string, snapshot?: GameSnapshot) => {
        const whole = session.ruleset.view(session.state.game);
        const shown = snapshot?.view ?? viewNow();
        if (session.ruleset.outcome(session.state.game)) return;
        const found = leaksIn(sent, whole, shown, humanSide);
        const json = JSON.stringify(sent);
        expect(json, `${humanSide}, ${where}: the seed`).not.toContain(String(SEED));
        expect(json, `${humanSide}, ${where}: the plain state hash`).not.toContain(session.hash());
        expect(games.log(gameId), `${humanSide}, ${where}: the log under fog`).toMatchObject({ ok: false, error: { message: expect.stringContaining('fog of war') } });
        if (whole.units.some((u) => u.side !== humanSide && !shown.units.some((s) => s.id === u.id))) hidden++;
        expect(found, `${humanSide}, ${where}`).toEqual([]);
      };
      check(withoutFreeTexts(started.value), 'the new game', started.value);
      for (let step = 0; step < 40 && !session.ruleset.outcome(session.state.game); step++) {
        const due = session.ruleset.pending(session.state.game)!;
        if (due.side === humanSide) {
          const options = games.options(gameId);
          expect(options.ok).toBe(true);
          if (!options.ok) return;
          check(options.value, `the choices at step ${step}`);
          if (step % 5 === 0) {
            for (const unit of viewNow().units.filter((u) => u.side === humanSide)) {
              const sight = await api.unitSight({ gameId, unitId: unit.id });
              // Red Actions! gives no line-of-sight rules, and the Api says so.
              if (!session.ruleset.sightRules) expect(sight).toMatchObject({ ok: false, error: { message: expect.stringContaining('gives no line-of-sight rules') } });
              else expect(sight.ok, sight.ok ? '' : sight.error.message).toBe(true);
              check(sight, `what ${unit.name} sees at step ${step}`);
            }
          }
          const mine = options.value.find((c) => c.unitId !== undefined) ?? options.value[0]!;
          const choice = picker.d(3) === 1 ? mine : options.value[picker.d(options.value.length) - 1]!;
          const acted = games.act(gameId, choice.action as BaseAction);
          expect(acted.ok, acted.ok ? '' : acted.error.message).toBe(true);
          if (acted.ok) check(withoutFreeTexts(acted.value), `the snapshot after step ${step}`, acted.value);
        } else {
          const moved = games.aiAct(gameId);
          expect(moved.ok, moved.ok ? '' : moved.error.message).toBe(true);
          if (moved.ok) check({ ...moved.value, snapshot: withoutFreeTexts(moved.value.snapshot) }, `the AI's move at step ${step}`, moved.value.snapshot);
        }
        if (step === 25) {
          const undone = games.undo(gameId, 1);
          if (undone.ok) check(withoutFreeTexts(undone.value), 'the snapshot after an undo', undone.value);
        }
      }
      const sealed = games.sealedLog(gameId);
      expect(sealed.ok).toBe(true);
      if (!sealed.ok) return;
      check(sealed.value, 'the sealed log');
      const now = games.get(gameId);
      const resumed = games.resume({ logText: sealed.value.sealed, humanSide, difficulty: 'easy', ...(now.ok ? { savedHash: now.value.hash } : {}) });
      expect(resumed.ok, resumed.ok ? '' : resumed.error.message).toBe(true);
      if (resumed.ok && now.ok) {
        expect(resumed.value.check.kind).toBe('verified');
        expect(resumed.value.hash).toBe(now.value.hash);
        expect(resumed.value.actionCount).toBe(now.value.actionCount);
      }
    }
    if (name === 'a 12" sight') expect(hidden, 'some enemy unit was hidden from the human side at some point').toBeGreaterThan(0);
  });
});
