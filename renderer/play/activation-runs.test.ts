import { describe, expect, it } from 'vitest';
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import type { GameEvent } from '../../shared/engine/events.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import { playGame } from '../../shared/ai/play-out.ts';
import { validateScenario } from '../../shared/scenario-checks/validate.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { gatherRun, runStep, type RunStep } from './activation-runs.ts';
import type { PacedPart } from './phase-pacer.ts';
import { PhaseStops } from './phase-stops.svelte.ts';

const morale = (text: string): GameEvent => ({ kind: 'morale', text });
const part = (step: string, stopAfter: boolean, ...events: GameEvent[]): PacedPart => ({ step, events, stopAfter });
const whites = (runsOn: boolean, ...acted: string[]): RunStep => ({ side: 'white', sideName: 'Caucasian Army', runsOn, acted });

describe('one stop for a run of one side\'s activations', () => {
  it('holds every stop back while the same side acts on, and stops once when the run ends, naming who acted', () => {
    const first = gatherRun([part('move 1: Caucasian Army activate a unit', true, morale('Kuban sotnia passes'))], null, whites(true, 'Kuban sotnia'));
    expect(first.parts.map((p) => p.stopAfter)).toEqual([false]);
    const second = gatherRun([part('move 1: Kuban sotnia act', false, { kind: 'move', text: 'moves 20 cm' })], first.held, whites(true, 'Kuban sotnia'));
    expect(second.parts.map((p) => p.stopAfter)).toEqual([false]);
    const third = gatherRun([part('move 1: Caucasian Army activate a unit', true, morale('Vickers platoon passes'))], second.held, whites(true, 'Vickers platoon'));
    const last = gatherRun([part('move 1: Vickers platoon act', false, { kind: 'move', text: 'moves 10 cm' })], third.held, whites(false, 'Vickers platoon'));
    expect(last.parts.map((p) => p.stopAfter)).toEqual([true]);
    expect(last.held).toBeNull();
    const run = last.parts[0]!.run!;
    // Two stops gathered into one; every event of the run is on it, in order, to light its units.
    expect(run.stops).toBe(2);
    expect(run.events.map((e) => e.text)).toEqual(['Kuban sotnia passes', 'moves 20 cm', 'Vickers platoon passes', 'moves 10 cm']);
    expect(runStep(run)).toBe('Caucasian Army\'s activations: Kuban sotnia and Vickers platoon');
  });

  it('makes no stop for a run that reported nothing', () => {
    const first = gatherRun([part('move 1: Kuban sotnia act', false, { kind: 'move', text: 'moves' })], null, whites(true, 'Kuban sotnia'));
    const last = gatherRun([part('move 1: Kuban sotnia act', false, { kind: 'hold', text: 'holds' })], first.held, whites(false));
    expect(last.parts.map((p) => p.stopAfter)).toEqual([false]);
  });

  it('leaves the stops after the run\'s own stop in the action that ends it (the next move\'s steps)', () => {
    const held = gatherRun([part('move 1: activate', true, morale('passes'))], null, whites(true, 'Kuban sotnia')).held;
    const last = gatherRun([part('move 1: act', true, morale('shot')), part('initiative', true, morale('Reds win'))], held, whites(false));
    expect(last.parts.map((p) => [p.stopAfter, p.run?.stops])).toEqual([[true, 2], [true, undefined]]);
  });

  it('forgets a run when the player or the other side acts, and groups nothing without a run step', () => {
    const held = gatherRun([part('move 1: activate', true, morale('passes'))], null, whites(true, 'Kuban sotnia')).held;
    const player = gatherRun([part('move 1: Reds activate', true, morale('Latvians pass'))], held, null);
    expect(player.parts.map((p) => p.stopAfter)).toEqual([true]);
    expect(player.held).toBeNull();
    const reds = gatherRun([part('move 1: Reds activate', false, morale('Latvians pass'))], held, { side: 'red', sideName: 'Reds', runsOn: false, acted: ['Latvian Company'] });
    // The Whites' stop held back is not counted in the Reds' run: it has nothing to stop for of its own.
    expect(reds.parts.map((p) => p.stopAfter)).toEqual([false]);
    expect(runStep({ side: 'red', sideName: 'Reds', stops: 1, acted: ['Latvian Company'], events: [] })).toBe('Reds\' activations: Latvian Company');
  });
});

describe('Ten Rounds Rapid at Tsaritsyn, the player commanding the Reds', () => {
  it('stops once per run of the Whites\' activations, never while they act on, and shows every event', () => {
    const parsed = validateScenario(tsaritsynJson);
    if (!parsed.ok) throw new Error('the Tsaritsyn scenario does not validate');
    const ruleset = getRuleset(parsed.value.ruleset.id)!;
    const played = playGame(ruleset, parsed.value, 2, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: 200 });
    const count = (grouped: boolean): { stops: number; whiteRunsStopped: number } => {
      let state = startGame(ruleset, parsed.value, 2).state;
      let shown: GameEvent[] = [];
      const stops = new PhaseStops((events) => { shown = [...shown, ...events]; });
      let seq = 1;
      let total = 0;
      let whiteRunsStopped = 0;
      for (const action of played.log.actions) {
        const before = ruleset.view(state.game).phase;
        const side = ruleset.pending(state.game)?.side;
        const next = applyAction(ruleset, state, action, undefined, { keepTables: true });
        if (!next.ok) throw new Error(next.error.reason);
        state = next.value.state;
        const view = ruleset.view(state.game);
        const nextSide = ruleset.pending(state.game)?.side;
        const run = grouped && side === 'white' ? { side, sideName: 'Caucasian Army', runsOn: nextSide === 'white', acted: [] } : null;
        shown = [];
        stops.take(next.value.events.map((event) => ({ seq: seq++, turn: view.turn, event })), next.value.tables ?? [], before, view.phase, view.turn, true, run);
        // Within a run of the Whites' activations the screen never stops.
        if (run?.runsOn) expect(stops.stopped).toBeNull();
        if (stops.stopped?.part.step.startsWith('Caucasian Army\'s activations')) whiteRunsStopped++;
        while (stops.stopped) {
          total++;
          stops.goOn(view.phase);
        }
        expect(shown).toEqual(next.value.events);
      }
      return { stops: total, whiteRunsStopped };
    };
    const each = count(false);
    const grouped = count(true);
    expect(grouped.whiteRunsStopped).toBeGreaterThan(0);
    expect(grouped.stops).toBeLessThan(each.stops);
  }, 60_000);
});
