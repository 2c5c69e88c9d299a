import type { Api, BalanceProgress } from '../../shared/api.ts';
import type { Problem } from '../../shared/scenario/problems.ts';

/** How often the balance dialog asks main how far the games have got, ms. */
const POLL_MS = 500;

/** One balance estimate as the dialog follows it: started through the Api, polled until done, cancellable. */
export class BalanceRun {
  progress = $state.raw<BalanceProgress | null>(null);
  refusal = $state<{ message: string; problems: Problem[] } | null>(null);
  #jobId: string | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #disposed = false;

  constructor(private readonly api: Api) {}

  get running(): boolean {
    return this.progress?.state === 'running' || (this.#jobId !== null && this.progress === null);
  }

  async start(scenarioText: string, games: number): Promise<void> {
    await this.cancel();
    this.refusal = null;
    this.progress = null;
    const started = await this.api.startBalance({ scenarioText, games });
    if (!started.ok) {
      this.refusal = { message: started.error.message, problems: started.error.problems ?? [] };
      return;
    }
    this.#jobId = started.value.jobId;
    await this.#poll(started.value.jobId);
  }

  async #poll(jobId: string): Promise<void> {
    if (this.#disposed || this.#jobId !== jobId) return;
    const r = await this.api.balanceProgress({ jobId });
    if (this.#jobId !== jobId) return;
    if (!r.ok) {
      this.refusal = { message: r.error.message, problems: [] };
      this.#jobId = null;
      return;
    }
    this.progress = r.value;
    if (r.value.state === 'running') this.#timer = setTimeout(() => void this.#poll(jobId), POLL_MS);
  }

  async cancel(): Promise<void> {
    if (this.#timer !== null) clearTimeout(this.#timer);
    const jobId = this.#jobId;
    this.#jobId = null;
    if (jobId && this.progress?.state !== 'finished') {
      await this.api.cancelBalance({ jobId });
      if (this.progress) this.progress = { ...this.progress, state: 'cancelled' };
    }
  }

  dispose(): void {
    this.#disposed = true;
    void this.cancel();
  }
}
