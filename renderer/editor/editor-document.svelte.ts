import type { Scenario } from '../../shared/scenario/schema.ts';

/** Undo steps kept; older ones are dropped. Scenarios share structure between steps, so each is cheap. */
export const UNDO_LIMIT = 300;

interface Step {
  scenario: Scenario;
  label: string;
}

/**
 * The scenario being edited, as a series of immutable snapshots: every edit is a pure function from one
 * scenario to the next, the previous one goes on the undo stack, and undo and redo just swap snapshots.
 * `revision` counts changes, so autosave and validation can follow it.
 */
export class EditorDocument {
  scenario: Scenario;
  revision = $state(0);
  #past = $state.raw<Step[]>([]);
  #future = $state.raw<Step[]>([]);
  readonly readOnly: boolean;

  constructor(initial: Scenario, options: { readOnly?: boolean } = {}) {
    this.scenario = $state.raw(initial);
    this.readOnly = options.readOnly ?? false;
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  /** What undo would take back, for the button's title. */
  get undoLabel(): string | null {
    return this.#past.at(-1)?.label ?? null;
  }

  get redoLabel(): string | null {
    return this.#future.at(-1)?.label ?? null;
  }

  /** Applies an edit; returns false when the document is read-only or the edit changed nothing. */
  apply(label: string, edit: (s: Scenario) => Scenario): boolean {
    if (this.readOnly) return false;
    const next = edit(this.scenario);
    if (next === this.scenario) return false;
    this.#past = [...this.#past.slice(-(UNDO_LIMIT - 1)), { scenario: this.scenario, label }];
    this.#future = [];
    this.scenario = next;
    this.revision += 1;
    return true;
  }

  /** Takes back the last edit; returns its label, or null when there is nothing to undo. */
  undo(): string | null {
    const step = this.#past.at(-1);
    if (!step) return null;
    this.#past = this.#past.slice(0, -1);
    this.#future = [...this.#future, { scenario: this.scenario, label: step.label }];
    this.scenario = step.scenario;
    this.revision += 1;
    return step.label;
  }

  redo(): string | null {
    const step = this.#future.at(-1);
    if (!step) return null;
    this.#future = this.#future.slice(0, -1);
    this.#past = [...this.#past, { scenario: this.scenario, label: step.label }];
    this.scenario = step.scenario;
    this.revision += 1;
    return step.label;
  }
}
