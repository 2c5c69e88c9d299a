/** The terrain vocabulary every ruleset reads. Built from `as const` arrays so unions and schemas share one source. */
export const AREA_TYPES = ['woods', 'dense-woods', 'scrub', 'built-up', 'fields', 'marsh', 'rough'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

export const BUILDING_TYPES = ['stone', 'wood'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const HILL_STEEPNESS = ['gentle', 'steep'] as const;
export type HillSteepness = (typeof HILL_STEEPNESS)[number];

export const LINE_TYPES = [
  'road', 'track', 'railway', 'stream-small', 'stream-big', 'river', 'hedge', 'wall', 'trench', 'wire',
] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** `train`: an armoured train firing from beyond the table edge, drawn on the railway nearest its point (format 3). */
export const POINT_TYPES = ['ford', 'bridge', 'objective', 'station', 'entry', 'train'] as const;
export type PointType = (typeof POINT_TYPES)[number];

export const SIDE_IDS = ['red', 'white'] as const;
export type SideId = (typeof SIDE_IDS)[number];
export const otherSide = (side: SideId): SideId => (side === 'red' ? 'white' : 'red');

export const TABLE_EDGES = ['south', 'north', 'west', 'east'] as const;
export type TableEdge = (typeof TABLE_EDGES)[number];

export const WEATHER = ['clear', 'rain', 'fog', 'snow'] as const;
export type Weather = (typeof WEATHER)[number];

export const TIMES_OF_DAY = ['dawn', 'day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
