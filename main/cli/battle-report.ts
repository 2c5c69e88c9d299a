import type { GameEvent, RollExplanation } from '../../shared/engine/events.ts';
import { rollSum } from '../../shared/engine/roll-text.ts';
import type { Outcome } from '../../shared/engine/ruleset.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';

/** One decision of the game with the events it caused (and, for the AI, why it chose it). */
export interface ReportStep {
  side: SideId;
  label: string;
  reason?: string;
  /** What to do with the miniatures on the printed mat (`play --table-orders`). */
  orders?: readonly string[];
  events: readonly GameEvent[];
}

const sideName = (side: SideId) => (side === 'red' ? 'Red' : 'White');

/** "firing [rifle]: 5 + 1 (cover) = 6 against 4+ → hit (Shooting procedure)". */
export function formatRoll(roll: RollExplanation): string {
  const where = [roll.table, roll.column ? `[${roll.column}]` : undefined].filter(Boolean).join(' ');
  const target = roll.target ? ` against ${roll.target}` : '';
  return `${where ? `${where}: ` : ''}rolled ${rollSum(roll)}${target} → ${roll.result} (${roll.rule})`;
}

/** The battle report, turn by turn: each decision, its reason, what happened and every roll. */
export function battleReport(setupEvents: readonly GameEvent[], steps: readonly ReportStep[]): string[] {
  const lines: string[] = [];
  const event = (e: GameEvent, indent: string) => {
    if (e.kind === 'turn') {
      lines.push('', `== ${e.text} ==`);
      return;
    }
    lines.push(`${indent}${e.text}`);
    if (e.roll) lines.push(`${indent}  roll: ${formatRoll(e.roll)}`);
  };
  for (const e of setupEvents) event(e, '  ');
  for (const step of steps) {
    // The AI's reason often already names the choice ("Fire (at random)"); then it stands alone.
    const said = !step.reason ? step.label : step.reason.includes(step.label) ? step.reason : `${step.label}: ${step.reason}`;
    lines.push(`${sideName(step.side)}: ${said}`);
    for (const order of step.orders ?? []) lines.push(`    at the table: ${order}`);
    // The decision that closes a turn runs on into the next: what follows the new turn's header (its opening
    // rolls) stands under that header, as the setup's first turn does.
    let indent = '    ';
    for (const e of step.events) {
      event(e, indent);
      if (e.kind === 'turn') indent = '  ';
    }
  }
  return lines;
}

export function outcomeLine(outcome: Outcome | null, stopped: string | undefined, turns: number, actions: number): string {
  const length = `after ${actions} action${actions === 1 ? '' : 's'}, turn ${turns}`;
  if (!outcome) return `No result: ${stopped ?? 'the game stopped'} (${length})`;
  if (outcome.winner === null) return `Draw: ${outcome.reason} (${length})`;
  return `${sideName(outcome.winner)} wins: ${outcome.reason} (${length})`;
}
