import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type { SideId } from '../shared/scenario/terrain-kinds.ts';
import type { GameSnapshot } from '../shared/api.ts';
import type { GameEvent } from '../shared/engine/events.ts';
import type { TableRecord } from './table-mode/table-record.ts';

/**
 * The renderer's own storage (IndexedDB through Dexie): the scenario library, named saves, an autosave
 * for each game in progress (and each finished one, so its log stays loadable), and settings. Games are kept as their log text, exactly as exported, so a
 * save resumes through the same `resumeGame` path as an imported file.
 */

export type Difficulty = GameSnapshot['difficulty'];

/** A scenario in the editor's library; bundled ones are copies of the files shipped with the app. */
export interface LibraryScenario {
  id: string;
  title: string;
  rulesetId: string;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** A small picture of the table as a data: URL, or '' until one is drawn. */
  thumbnail: string;
  /** The scenario file's text, as it would be written to disk. */
  text: string;
  bundled: boolean;
}

/** One line of the battle log: an event as it arrived, with the turn it arrived in. */
export interface BattleLogEntry {
  seq: number;
  turn: number;
  event: GameEvent;
}

/** What a game needs to resume: its log and how it was being played, plus its state hash to prove it. */
export interface StoredGame {
  logText: string;
  humanSide: SideId | null;
  difficulty: Difficulty;
  /** State hash when stored; resuming must reproduce it. */
  hash: string;
  scenarioTitle: string;
  rulesetId: string;
  turn: number;
  actionCount: number;
  savedAt: number;
  /** The battle log so far, so a resumed game keeps its history (the log alone rebuilds the state, not the story). */
  battleLog?: BattleLogEntry[];
  /** How the game ended ("Red Army win: …"), or absent while it is in progress. */
  ended?: string;
  /** The scenario's name for the side the player commands ("Red Army"), for lists of games. */
  sideName?: string;
  /** A game in table mode: what its log cannot give back (the AI's reasons, the action in hand). */
  table?: TableRecord;
}

export interface NamedSave extends StoredGame {
  id?: number;
  name: string;
}

/** A game's own autosave, kept under the key the game was given when it started (or was first loaded). */
export interface Autosave extends StoredGame {
  key: string;
}

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export const AI_SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const UNDO_MODES = ['strict', 'lenient'] as const;
export const COLOUR_SCHEMES = ['dark', 'light', 'high-contrast'] as const;
/** pause: stop after each rules step that ran by itself (shooting, combat, morale); run-through: play straight on. */
export const PHASE_PACES = ['pause', 'run-through'] as const;
/** How big men and horses stand on their bases: true scale, or enlarged so a battle reads from the opening view. */
export const FIGURE_SCALES = ['true', 'x1.5', 'x2'] as const;
/** Ten Rounds Rapid: one stop for a run of the AI side's activations, or a stop after each. */
export const ACTIVATION_STOPS = ['one-per-run', 'each'] as const;

export interface Settings {
  textSize: (typeof TEXT_SIZES)[number];
  aiSpeed: (typeof AI_SPEEDS)[number];
  /** strict: take back only an action that rolled no dice; lenient: any of the player's last actions. */
  undoMode: (typeof UNDO_MODES)[number];
  colourScheme: (typeof COLOUR_SCHEMES)[number];
  phasePace: (typeof PHASE_PACES)[number];
  figureScale: (typeof FIGURE_SCALES)[number];
  activationStops: (typeof ACTIVATION_STOPS)[number];
}

export const DEFAULT_SETTINGS: Settings = { textSize: 'normal', aiSpeed: 'normal', undoMode: 'strict', colourScheme: 'dark', phasePace: 'pause', figureScale: 'x2', activationStops: 'one-per-run' };

interface SettingsRow extends Partial<Settings> {
  key: 'settings';
}

export type TachankaDb = Dexie & {
  library: EntityTable<LibraryScenario, 'id'>;
  saves: EntityTable<NamedSave, 'id'>;
  autosaves: EntityTable<Autosave, 'key'>;
  settings: EntityTable<SettingsRow, 'key'>;
};

/** One version of the database's schema; `upgrade` moves the data of the version before it. */
export interface SchemaVersion {
  version: number;
  /** A table mapped to null is deleted in that version. */
  stores: Record<string, string | null>;
  upgrade?: (transaction: Transaction) => Promise<void> | void;
}

/**
 * Each schema change adds a version below the last with an upgrade function; old versions stay so a user's data
 * migrates step by step. An upgrade runs inside IndexedDB's version-change transaction: when it fails, the whole
 * upgrade is rolled back and the data stays as the previous version left it (db.test.ts holds it to that).
 */
export const SCHEMA: readonly SchemaVersion[] = [
  { version: 1, stores: { library: 'id, title, rulesetId, updatedAt', saves: '++id, name, savedAt', autosave: 'slot', settings: 'key' } },
  // 2: one autosave per game instead of one slot that each new game overwrote; the old slot's game is kept.
  {
    version: 2,
    stores: { autosave: null, autosaves: 'key, savedAt' },
    upgrade: async (tx) => {
      const old = (await tx.table('autosave').get('current')) as (StoredGame & { slot?: string }) | undefined;
      if (!old) return;
      const { slot: _slot, ...game } = old;
      await tx.table('autosaves').put({ ...game, key: 'earlier-game' });
    },
  },
];

export function openTachankaDb(name = 'tachanka', schema: readonly SchemaVersion[] = SCHEMA): TachankaDb {
  const db = new Dexie(name) as TachankaDb;
  for (const step of schema) {
    const version = db.version(step.version).stores(step.stores);
    if (step.upgrade) version.upgrade(step.upgrade);
  }
  return db;
}

// Settings

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Settings as stored, with unknown or missing values replaced by defaults (an older build may have written them). */
export async function loadSettings(db: TachankaDb): Promise<Settings> {
  const row = await db.settings.get('settings');
  return {
    textSize: oneOf(TEXT_SIZES, row?.textSize, DEFAULT_SETTINGS.textSize),
    aiSpeed: oneOf(AI_SPEEDS, row?.aiSpeed, DEFAULT_SETTINGS.aiSpeed),
    undoMode: oneOf(UNDO_MODES, row?.undoMode, DEFAULT_SETTINGS.undoMode),
    colourScheme: oneOf(COLOUR_SCHEMES, row?.colourScheme, DEFAULT_SETTINGS.colourScheme),
    phasePace: oneOf(PHASE_PACES, row?.phasePace, DEFAULT_SETTINGS.phasePace),
    figureScale: oneOf(FIGURE_SCALES, row?.figureScale, DEFAULT_SETTINGS.figureScale),
    activationStops: oneOf(ACTIVATION_STOPS, row?.activationStops, DEFAULT_SETTINGS.activationStops),
  };
}

export async function saveSettings(db: TachankaDb, settings: Settings): Promise<void> {
  await db.settings.put({ key: 'settings', ...settings });
}

// Games

/**
 * The stored form of a snapshot: the log as text, so it is exactly what an export would write. Under fog of war the
 * snapshot carries no log, and the sealed game file is asked of the Api (`savedLog`) and given here.
 */
export function storedGameOf(snapshot: GameSnapshot, savedAt: number, battleLog: BattleLogEntry[] = [], table?: TableRecord, logText = snapshot.log && JSON.stringify(snapshot.log)): StoredGame {
  if (logText === undefined) throw new Error('the game\'s log was not given: under fog of war its sealed form is asked of the Api');
  return {
    ...(table ? { table } : {}),
    battleLog,
    logText,
    humanSide: snapshot.humanSide,
    difficulty: snapshot.difficulty,
    hash: snapshot.hash,
    scenarioTitle: snapshot.scenario.title,
    rulesetId: snapshot.rulesetId,
    turn: snapshot.view.turn,
    actionCount: snapshot.actionCount,
    savedAt,
    ...(snapshot.outcome ? { ended: outcomeText(snapshot) } : {}),
    ...(snapshot.humanSide ? { sideName: snapshot.scenario.sides[snapshot.humanSide].name } : {}),
  };
}

function outcomeText({ outcome, scenario }: GameSnapshot): string {
  if (!outcome) return '';
  const who = outcome.winner === null ? 'Draw' : `${scenario.sides[outcome.winner].name} win`;
  return `${who}: ${outcome.reason}`;
}

/**
 * A key for a game that has none yet: its scenario and the live game's random id, and the moment it was started (a
 * fogged snapshot carries no seed, which would tell the dice to come).
 */
export const newGameKey = (snapshot: GameSnapshot, now: number): string => `${snapshot.scenario.id}:${snapshot.gameId}:${now}`;

/** Writes the game's own autosave; every other game's stays as it was. */
export async function writeAutosave(db: TachankaDb, key: string, game: StoredGame): Promise<void> {
  await db.autosaves.put({ ...game, key });
}

export const readAutosave = (db: TachankaDb, key: string): Promise<Autosave | undefined> => db.autosaves.get(key);

/** Every autosaved game, last played first: those in progress and those that ended. */
export const listAutosaves = (db: TachankaDb): Promise<Autosave[]> => db.autosaves.orderBy('savedAt').reverse().toArray();

export async function deleteAutosave(db: TachankaDb, key: string): Promise<void> {
  await db.autosaves.delete(key);
}

/** Saves under a name; a save with the same name is replaced, as a player expects from "Save as". */
export async function saveNamedGame(db: TachankaDb, name: string, game: StoredGame): Promise<number> {
  const trimmed = name.trim();
  if (trimmed === '') throw new Error('a save needs a name');
  return db.transaction('rw', db.saves, async () => {
    const existing = await db.saves.where('name').equals(trimmed).first();
    if (existing?.id !== undefined) {
      await db.saves.put({ ...game, name: trimmed, id: existing.id });
      return existing.id;
    }
    const id = await db.saves.add({ ...game, name: trimmed });
    if (id === undefined) throw new Error('the save was not stored');
    return id;
  });
}

/** Newest first. */
export const listNamedSaves = (db: TachankaDb): Promise<NamedSave[]> => db.saves.orderBy('savedAt').reverse().toArray();

export async function deleteNamedSave(db: TachankaDb, id: number): Promise<void> {
  await db.saves.delete(id);
}

// Scenario library (the editor fills it; bundled scenarios are copied in with `bundled: true`)

export async function putLibraryScenario(db: TachankaDb, entry: LibraryScenario): Promise<void> {
  await db.library.put(entry);
}

/** Newest first. */
export const listLibrary = (db: TachankaDb): Promise<LibraryScenario[]> => db.library.orderBy('updatedAt').reverse().toArray();

export const getLibraryScenario = (db: TachankaDb, id: string): Promise<LibraryScenario | undefined> => db.library.get(id);

export async function deleteLibraryScenario(db: TachankaDb, id: string): Promise<void> {
  const entry = await db.library.get(id);
  if (entry?.bundled) throw new Error(`"${entry.title}" ships with Tachanka and cannot be deleted`);
  await db.library.delete(id);
}
