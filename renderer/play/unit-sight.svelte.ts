import type { Api, UnitSightVerdict } from '../../shared/api.ts';

/**
 * "What it sees": while on, the table marks every unit the chosen unit can see. Main judges each sight line
 * with the rule set's sight rules (Api `unitSight`); the answer is asked again when the unit or the table changes.
 */
export class UnitSight {
  on = $state(false);
  /** The unit the verdicts are for, and the verdicts; null while they are being asked for. */
  seen = $state.raw<{ unitId: string; verdicts: UnitSightVerdict[] } | null>(null);
  error = $state<string | null>(null);
  private asked = 0;

  constructor(private readonly api: Api, private readonly gameId: () => string) {}

  toggle(unitId: string | null): void {
    this.on = !this.on;
    this.seen = null;
    this.error = null;
    if (this.on) void this.ask(unitId);
  }

  /** The table or the chosen unit changed: ask again, if on. */
  refresh(unitId: string | null): void {
    if (this.on) void this.ask(unitId);
  }

  private async ask(unitId: string | null): Promise<void> {
    const ticket = ++this.asked;
    if (unitId === null) {
      this.seen = null;
      this.error = 'Select a unit to see what it can see.';
      return;
    }
    const result = await this.api.unitSight({ gameId: this.gameId(), unitId });
    if (ticket !== this.asked || !this.on) return;
    if (result.ok) {
      this.seen = { unitId, verdicts: result.value };
      this.error = null;
    } else {
      this.seen = null;
      this.error = result.error.message;
    }
  }
}
