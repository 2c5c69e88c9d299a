import type { Api } from '../../shared/api.ts';
import type { Problem } from '../../shared/scenario/problems.ts';

/**
 * The validation panel's problems, asked of main (Api `checkScenario`: the scenario's own checks and its rule
 * set's) a moment after each change; an answer to an older version of the text is dropped.
 */
export class ValidationState {
  problems = $state.raw<Problem[]>([]);
  checking = $state(false);
  /** Why the check itself could not run (the host is unreachable), as opposed to problems it found. */
  failure = $state<string | null>(null);
  #sequence = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly api: Api, private readonly delayMs = 250) {}

  get errors(): number {
    return this.problems.filter((p) => p.severity === 'error').length;
  }

  get warnings(): number {
    return this.problems.filter((p) => p.severity === 'warning').length;
  }

  schedule(text: string): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.checking = true;
    this.#timer = setTimeout(() => void this.check(text), this.delayMs);
  }

  async check(text: string): Promise<void> {
    const sequence = ++this.#sequence;
    this.checking = true;
    const result = await this.api.checkScenario({ text });
    if (sequence !== this.#sequence) return;
    this.checking = false;
    if (result.ok) {
      this.failure = null;
      this.problems = sortProblems(result.value.problems);
    } else {
      this.failure = result.error.message;
      this.problems = result.error.problems ?? [];
    }
  }

  dispose(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#sequence += 1;
  }
}

/** Errors before warnings, each in the order the checks found them. */
export const sortProblems = (problems: readonly Problem[]): Problem[] =>
  [...problems.filter((p) => p.severity === 'error'), ...problems.filter((p) => p.severity === 'warning')];
