import { DEFAULT_SETTINGS, saveSettings, type Settings, type TachankaDb } from './db.ts';
import { contextPair } from './context-pair.ts';

/** Milliseconds the AI waits between its moves at each speed, so a player can follow them. */
export const AI_DELAY_MS: Record<Settings['aiSpeed'], number> = { slow: 1600, normal: 800, fast: 300, instant: 0 };

/** Root font size for each text size; every panel is sized in rem so the whole interface scales. */
export const TEXT_SIZE_PX: Record<Settings['textSize'], number> = { normal: 15, large: 18, larger: 21 };

/** How many times true scale men and horses are drawn on their bases at each figure scale. */
export const FIGURE_SCALE: Record<Settings['figureScale'], number> = { true: 1, 'x1.5': 1.5, x2: 2 };

/** The player's settings as reactive state, written back to the database on every change. */
export class SettingsState {
  current = $state<Settings>({ ...DEFAULT_SETTINGS });

  constructor(private readonly db: TachankaDb | null, initial: Settings = DEFAULT_SETTINGS) {
    this.current = { ...initial };
  }

  get aiDelayMs(): number {
    return AI_DELAY_MS[this.current.aiSpeed];
  }

  get figureScale(): number {
    return FIGURE_SCALE[this.current.figureScale];
  }

  async update(change: Partial<Settings>): Promise<void> {
    this.current = { ...this.current, ...change };
    if (this.db) await saveSettings(this.db, $state.snapshot(this.current));
  }
}

export const [createSettingsContext, useSettings] = contextPair<SettingsState>('Settings', 'App.svelte (createSettingsContext)');
