import { describe, expect, it } from 'vitest';
import { applyAction, startGame, type GameState } from '../../engine/game.ts';
import { rngFromSeed, SeededDice } from '../../engine/dice.ts';
import { SCENARIO_FORMAT_VERSION, ScenarioSchema, type Scenario } from '../../scenario/schema.ts';
import { redsVersusReds as rvr } from './index.ts';
import { type RvrState, figureRadius, ratingsOf, troopOf } from './state.ts';
import { cohesionGap } from './troops/figures.ts';

/**
 * Every option `options()` offers is accepted by `step()`, in scenarios no one designed: units scattered out of
 * cohesion, facing every way, among woods, scrub, the village, hedges, walls, trenches, wire, a river with its
 * ford, and under "withdraw" and "never start combat" rules. Each decision's options are all tried; one of them,
 * at random, moves the game on.
 */

const RED = ['red-infantry', 'red-sailors', 'red-maxim', 'red-commander', 'red-commissar'];
const WHITE = ['peoples-army', 'czech-legion', 'komuch-maxim', 'komuch-field-gun', 'komuch-commander', 'czech-observer'];
const AREAS = ['woods', 'dense-woods', 'scrub', 'built-up', 'fields', 'marsh', 'rough'];
const LINES = ['road', 'track', 'stream-small', 'stream-big', 'hedge', 'wall', 'trench', 'wire', 'river'];
const TABLE = 36;
const GAMES = 24;
const STEPS = 160;

/** One random scenario: figures on a jittered grid (never overlapping), odd gaps and facings, random terrain. */
function randomScenario(seed: number): Scenario {
  const r = new SeededDice(rngFromSeed(seed * 104_729 + 17));
  const pick = <T>(xs: readonly T[]): T => xs[r.d(xs.length) - 1]!;
  const real = (lo: number, hi: number) => lo + ((r.d(1000) - 1) / 999) * (hi - lo);
  // Cells 3" apart, each used once: bases up to 2" wide never overlap.
  const cells: [number, number][] = [];
  for (let x = 2; x < TABLE - 1; x += 3) for (let y = 2; y < TABLE - 1; y += 3) cells.push([x, y]);
  const free = (side: 'red' | 'white') => cells.filter(([, y]) => (side === 'red' ? y < TABLE / 2 + 3 : y > TABLE / 2 - 3));
  const used = new Set<string>();
  const take = (side: 'red' | 'white', near: [number, number] | null): [number, number] => {
    const options = free(side).filter((c) => !used.has(c.join()) && (!near || Math.abs(c[0] - near[0]) + Math.abs(c[1] - near[1]) <= 12));
    const c = pick(options.length > 0 ? options : free(side).filter((x) => !used.has(x.join())));
    used.add(c.join());
    return [c[0] + real(-0.4, 0.4), c[1] + real(-0.4, 0.4)];
  };
  const units = (side: 'red' | 'white') => {
    const types = side === 'red' ? RED : WHITE;
    return Array.from({ length: 2 + r.d(3) }, (_, i) => {
      const troopType = i < types.length && r.d(2) === 1 ? types[i]! : pick(types);
      const many = ['red-infantry', 'red-sailors', 'peoples-army', 'czech-legion'].includes(troopType);
      const n = many ? 4 + r.d(5) : 1;
      const first = take(side, null);
      const bases = [first, ...Array.from({ length: n - 1 }, () => take(side, first))].map(([x, y], j) => ({
        x, y, facing: pick([0, 45, 90, 135, 180, 225, 270, 315, real(-180, 180)]),
        ...(troopType === 'red-infantry' && j === 0 && r.d(2) === 1 ? { weapon: 'lewis-gun' } : {}),
      }));
      return { id: `${side}-${i}`, name: `${side} unit ${i}`, troopType, tags: troopType === 'czech-legion' ? ['czech'] : [], bases };
    });
  };
  const terrain = Array.from({ length: 2 + r.d(4) }, (_, i) => {
    if (r.d(2) === 1) {
      const x = real(0, TABLE - 8), y = real(4, TABLE - 12), w = real(3, 10), h = real(3, 8);
      return { id: `a${i}`, kind: 'area', type: pick(AREAS), polygon: [{ x, y }, { x: x + w, y: y + real(-1, 1) }, { x: x + w, y: y + h }, { x, y: y + h }] };
    }
    const y0 = real(4, TABLE - 4);
    return { id: `l${i}`, kind: 'line', type: pick(LINES), points: [{ x: 0, y: y0 }, { x: TABLE / 2, y: y0 + real(-4, 4) }, { x: TABLE, y: y0 + real(-4, 4) }] };
  });
  terrain.push({ id: 'ford', kind: 'point', type: 'ford', x: TABLE / 2, y: TABLE / 2 } as never);
  const rules = [];
  if (r.d(2) === 1) rules.push({ id: 'first-blow', title: 'never first', units: { side: 'white', tags: ['czech'] }, trigger: { type: 'always' }, behaviour: { type: 'never-initiate-combat' } });
  if (r.d(2) === 1) rules.push({ id: 'back', title: 'fall back', units: { side: 'white', tags: ['czech'] }, trigger: { type: 'turn-reached', turn: 2 }, behaviour: { type: 'withdraw', toward: 'baseline', initiateCombat: false } });
  rules.push({ id: 'train', title: 'train', units: { side: 'white', troopTypes: ['czech-observer'] }, trigger: { type: 'always' }, behaviour: { type: 'artillery-strikes', strikes: 2 } });
  return ScenarioSchema.parse({
    format: 'tachanka-scenario', formatVersion: SCENARIO_FORMAT_VERSION, id: `odd-${seed}`, title: `Odd scenario ${seed}`,
    table: { width: TABLE, height: TABLE }, ruleset: { id: 'reds-versus-reds' }, attacker: pick(['red', 'white']), turnLimit: 4, terrain,
    sides: { red: { name: 'Reds', baseline: 'south', units: units('red') }, white: { name: 'Whites', baseline: 'north', units: units('white') } },
    victory: [{ type: 'turn-limit', winner: 'white' }], specialRules: rules,
  });
}

/** Plays one scenario, trying every option offered at each decision; returns the refusals met. */
function refusedOptions(seed: number): { refused: string[]; tried: number; kinds: Set<string> } {
  const scenario = randomScenario(seed);
  let game: GameState<RvrState> = startGame(rvr, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed + 99));
  const refused: string[] = [];
  const kinds = new Set<string>();
  let tried = 0;
  for (let step = 0; step < STEPS && !rvr.outcome(game.game); step++) {
    const options = rvr.options(game.game);
    if (options.length === 0) { refused.push(`seed ${seed}, step ${step}: no options for ${JSON.stringify(rvr.pending(game.game))}`); break; }
    for (const o of options) {
      tried++;
      kinds.add(o.action.type);
      const next = applyAction(rvr, game, o.action);
      if (!next.ok) refused.push(`seed ${seed}, step ${step}: "${o.label}" refused: ${next.error.reason}`);
    }
    const next = applyAction(rvr, game, options[picker.d(options.length) - 1]!.action);
    if (!next.ok) break;
    game = next.value.state;
  }
  return { refused, tried, kinds };
}

describe('every option offered is legal, in odd scenarios (Reds versus Reds)', () => {
  it('the scenarios are odd: units out of cohesion, facing every way, among terrain', () => {
    let scattered = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const state = startGame(rvr, randomScenario(seed), seed).state.game;
      for (const u of state.units) {
        if (troopOf(u).role === 'unit' && cohesionGap(u.figures, figureRadius(u), ratingsOf(u).tactical) > 0) scattered++;
      }
    }
    expect(scattered).toBeGreaterThan(GAMES / 2);
  });

  it(`step() accepts every option options() offers, over ${GAMES} random scenarios`, () => {
    const refused: string[] = [];
    const kinds = new Set<string>();
    let tried = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const r = refusedOptions(seed);
      refused.push(...r.refused);
      tried += r.tried;
      for (const k of r.kinds) kinds.add(k);
    }
    expect(tried).toBeGreaterThan(GAMES * 50);
    for (const kind of ['activate', 'hold', 'place', 'fire', 'hold-fire', 'request-strike', 'rally']) expect([...kinds], kind).toContain(kind);
    expect(refused.slice(0, 10)).toEqual([]);
  }, 240_000);
});
