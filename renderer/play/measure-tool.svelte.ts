import type { Api, LineOfSightVerdict } from '../../shared/api.ts';
import { distance, type Vec } from '../../shared/geometry/vec.ts';

export type MeasureKind = 'none' | 'tape' | 'sight';

/**
 * The measuring tape and the line-of-sight tool: two clicks give the two ends. The tape only measures;
 * whether the line is clear is asked of main, which knows the rule set and the terrain.
 */
export class MeasureTool {
  tool = $state<MeasureKind>('none');
  from = $state.raw<Vec | null>(null);
  to = $state.raw<Vec | null>(null);
  verdict = $state.raw<LineOfSightVerdict | null>(null);
  asking = $state(false);
  error = $state<string | null>(null);
  private asked = 0;

  readonly length = $derived(this.from && this.to ? distance(this.from, this.to) : null);

  constructor(private readonly api: Api, private readonly gameId: () => string) {}

  use(tool: MeasureKind): void {
    this.tool = this.tool === tool ? 'none' : tool;
    this.from = null;
    this.to = null;
    this.verdict = null;
    this.error = null;
  }

  /** First click sets the start, second the end; a third starts again. */
  pick(point: Vec): void {
    if (this.from === null || this.to !== null) {
      this.from = point;
      this.to = null;
      this.verdict = null;
      this.error = null;
      return;
    }
    this.to = point;
    if (this.tool === 'sight') void this.askSight(this.from, point);
  }

  clear(): void {
    this.use('none');
  }

  private async askSight(from: Vec, to: Vec): Promise<void> {
    const ticket = ++this.asked;
    this.asking = true;
    const result = await this.api.lineOfSight({ gameId: this.gameId(), from, to });
    if (ticket !== this.asked) return;
    this.asking = false;
    if (result.ok) this.verdict = result.value;
    else this.error = result.error.message;
  }
}
