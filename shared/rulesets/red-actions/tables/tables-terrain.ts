/** Red Actions! "Terrain Effects" table and the other movement numbers, as data. */

/** The five troop columns of the terrain effects table. */
export const MOVE_CLASSES = ['infantry', 'sabres', 'wheeled', 'armoured-car', 'tank'] as const;
export type MoveClass = (typeof MOVE_CLASSES)[number];
export const MOVE_CLASS_TITLES: Readonly<Record<MoveClass, string>> = {
  infantry: 'Infantry', sabres: 'Sabres', wheeled: 'Tachankas and limbered guns', 'armoured-car': 'Armoured Cars', tank: 'Tanks',
};

export const TERRAIN_ROWS = [
  'hedges', 'walls', 'small-streams', 'big-streams', 'fords', 'trenches', 'wire', 'crushed-wire', 'up-normal-hills',
  'steep-slopes', 'buildings', 'boggy-ground', 'rough-ground', 'woods', 'dense-woods',
] as const;
export type TerrainRow = (typeof TERRAIN_ROWS)[number];

/** full, ½, ¼ speed; "Nyet!" impassable; "Da" passable at full speed (tanks); wire stops infantry for a test. */
export type Going = 'full' | 'half' | 'quarter' | 'nyet' | 'da' | 'halt-and-test' | 'entire-move';

export interface TerrainCell {
  going: Going;
  /** Marked * in the table: a breakdown test is due. */
  breakdown: boolean;
}

const c = (going: Going, breakdown = false): TerrainCell => ({ going, breakdown });

/** Rows as TERRAIN_ROWS; columns as MOVE_CLASSES. Linear obstacles (hedges to crushed wire) limit the move that crosses them. */
export const TERRAIN_EFFECTS: Readonly<Record<TerrainRow, readonly TerrainCell[]>> = {
  hedges: [c('quarter'), c('half'), c('half'), c('half', true), c('da', true)],
  walls: [c('quarter'), c('nyet'), c('nyet'), c('nyet'), c('da', true)],
  'small-streams': [c('half'), c('full'), c('full'), c('nyet'), c('da', true)],
  'big-streams': [c('half'), c('nyet'), c('nyet'), c('nyet'), c('nyet')],
  fords: [c('full'), c('full'), c('half'), c('half', true), c('da')],
  trenches: [c('half'), c('nyet'), c('nyet'), c('nyet'), c('da', true)],
  wire: [c('halt-and-test'), c('nyet'), c('nyet'), c('nyet'), c('da', true)],
  'crushed-wire': [c('half'), c('nyet'), c('nyet'), c('entire-move', true), c('da')],
  'up-normal-hills': [c('full'), c('full'), c('half'), c('half'), c('full')],
  'steep-slopes': [c('half'), c('half'), c('quarter'), c('quarter'), c('half')],
  buildings: [c('full'), c('quarter'), c('quarter'), c('quarter'), c('half', true)],
  'boggy-ground': [c('half'), c('nyet'), c('nyet'), c('nyet'), c('nyet')],
  'rough-ground': [c('half'), c('half'), c('half'), c('nyet'), c('half', true)],
  woods: [c('half'), c('half'), c('half'), c('quarter', true), c('half', true)],
  'dense-woods': [c('half'), c('quarter'), c('nyet'), c('nyet'), c('nyet')],
};

export const LINEAR_OBSTACLES: readonly TerrainRow[] = ['hedges', 'walls', 'small-streams', 'big-streams', 'fords', 'trenches', 'wire', 'crushed-wire'];

export function terrainCell(row: TerrainRow, moveClass: MoveClass): TerrainCell {
  return TERRAIN_EFFECTS[row][MOVE_CLASSES.indexOf(moveClass)]!;
}

/** Fraction of the move a going allows: for areas the rate, for linear obstacles the cap on the move that crosses. */
export function goingFactor(going: Going): number | null {
  switch (going) {
    case 'full': case 'da': return 1;
    case 'half': return 0.5;
    case 'quarter': return 0.25;
    case 'entire-move': return 0;
    case 'nyet': return null;
    case 'halt-and-test': return 0;
  }
}

export const GOING_TEXT: Readonly<Record<Going, string>> = {
  full: 'Full', half: '½', quarter: '¼', nyet: 'Nyet!', da: 'Da', 'halt-and-test': 'Halt and test', 'entire-move': 'Entire move',
};

/** "Retire Results": how far each kind of troops falls back. */
export const RETIRE_DISTANCE = { infantry: 3, cavalryOrLimbered: 6 } as const;

/** "Roads": troops in column on roads gain 2" if the entire move is on the road. */
export const ROAD_BONUS = 2;
/** "No unit may approach within 50m (2") of the enemy voluntarily except in a charge." */
export const APPROACH_LIMIT = 2;
/** Units may incline up to 20 degrees while moving forward. */
export const INCLINE_DEGREES = 20;
/** "Marching": not within 1,000 m (40") of visible or known enemy; double speed in column. */
export const MARCH_EXCLUSION = 40;
/** Unattached officers: 400 m (20") mounted, 250 m (10") otherwise. */
export const OFFICER_MOVE = { mounted: 20, foot: 10 } as const;
/** "Charging": the charge must not wheel more than 45 degrees. */
export const CHARGE_WHEEL_LIMIT = 45;
/** Ambushers add 50 m (2") to their move range. */
export const AMBUSH_MOVE_BONUS = 2;

/** "Barbed Wire": 2d6 to cross; engineers cut a path on a lower score. */
export const WIRE_CROSSING = { infantry: 9, engineers: 8 } as const;
/** Tanks crush wire a 4" strip at a time, each on a d6 of 4+. */
export const WIRE_CRUSH = { strip: 4, roll: 4 } as const;
/** "Digging in": up to three columns, ½ a column a move with entrenching tools, else ¼. */
export const DIG_IN = { maxColumns: 3, withTools: 0.5, without: 0.25 } as const;
/** "Buildings": setting fire on 3-6; five fire markers destroy the building. */
export const FIRE = { setOn: 3, destroyedAt: 5, fightRemoves: { 4: 1, 5: 2, 6: 3 } as Readonly<Record<number, number>> } as const;
