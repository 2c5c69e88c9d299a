import type { Api } from '../../shared/api.ts';
import type { StoredGame } from '../db.ts';

/** What a play session needs from outside: the Api, somewhere to autosave, and the player's settings. */
export interface PlayDeps {
  api: Api;
  autosave(game: StoredGame): Promise<void>;
  aiDelayMs(): number;
  /** Stop after each rules step that ran by itself, until the player goes on (the "Phases" setting). */
  pausePhases(): boolean;
  /** One stop for a run of one AI side's activations in this rule set, not one after each (the "activations" setting). */
  groupActivations(rulesetId: string): boolean;
  now(): number;
}

/** A line for the player over the orders: a refusal in the rules' words, an error, or a hint. */
export interface Notice {
  tone: 'refusal' | 'error' | 'info';
  text: string;
}
