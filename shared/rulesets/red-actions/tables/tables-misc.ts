/** Red Actions! smaller tables: moving and shooting, morale tests, visibility, dismounting. */

export const FIRE_MOVE_ROWS = ['rifle', 'sabres', 'mg', 'guns', 'armoured-cars', 'tanks'] as const;
export type FireMoveRow = (typeof FIRE_MOVE_ROWS)[number];

export interface FireMoveRule {
  title: string;
  before: string;
  /** Turns allowed before firing: 'quarter-turns' means 90 or 180 degrees; a number is a free pivot up to it. */
  turnBefore: 'quarter-turns' | number;
  deployFromColumn: boolean;
  after: string;
  /** Share of the move allowed after firing; 'prolong' is 1" forward or back. */
  moveAfter: number | 'prolong';
}

/** "Moving and Shooting". */
export const MOVING_AND_SHOOTING: Readonly<Record<FireMoveRow, FireMoveRule>> = {
  rifle: { title: 'Rifle', before: 'turn 90° or 180° or deploy from column', turnBefore: 'quarter-turns', deployFromColumn: true, after: 'Full speed', moveAfter: 1 },
  sabres: { title: 'Sabres', before: 'turn 90° or 180°', turnBefore: 'quarter-turns', deployFromColumn: false, after: 'Half speed', moveAfter: 0.5 },
  mg: { title: 'MG, tachanka, mortar', before: 'pivot up to 45°', turnBefore: 45, deployFromColumn: false, after: 'No movement', moveAfter: 0 },
  guns: { title: 'Guns', before: 'pivot up to 45°', turnBefore: 45, deployFromColumn: false, after: 'Prolong 1" backwards or forwards', moveAfter: 'prolong' },
  'armoured-cars': { title: 'Armoured cars', before: 'pivot up to 45°', turnBefore: 45, deployFromColumn: false, after: 'Half speed', moveAfter: 0.5 },
  tanks: { title: 'Tanks', before: 'pivot up to 45°', turnBefore: 45, deployFromColumn: false, after: 'No movement', moveAfter: 0 },
};

/** "Prolong 1" backwards or forwards." */
export const PROLONG_DISTANCE = 1;

// ---- Morale ----

export const MORALE_TESTS = ['charge', 'fear', 'serious', 'rally'] as const;
export type MoraleTest = (typeof MORALE_TESTS)[number];

export const MORALE_TRIGGERS = [
  'charging', 'charged', 'ambushed', 'gassed', 'base-lost', 'interpenetrated', 'humiliated-in-combat', 'serious-shooting',
  'officers-lost', 'routers-passing', 'rally-rout', 'rally-pinned', 'train-hit',
] as const;
export type MoraleTrigger = (typeof MORALE_TRIGGERS)[number];

/** "A morale test must be taken for the following": the event and the test it calls for. */
export const MORALE_TRIGGER_TABLE: Readonly<Record<MoraleTrigger, { text: string; test: MoraleTest }>> = {
  charging: { text: 'Charging the enemy', test: 'charge' },
  charged: { text: 'When being charged by enemy', test: 'fear' },
  ambushed: { text: 'When ambushed', test: 'fear' },
  gassed: { text: 'When gassed', test: 'fear' },
  'base-lost': { text: 'Losing a base involuntarily for any reason', test: 'fear' },
  interpenetrated: { text: 'Interpenetrated by routing friends', test: 'fear' },
  'humiliated-in-combat': { text: 'Humiliated in combat', test: 'fear' },
  'serious-shooting': { text: 'Suffering a serious result from shooting', test: 'serious' },
  'officers-lost': { text: 'All officers in the unit become casualties', test: 'serious' },
  'routers-passing': { text: 'A routing unit of equal or better class passes within 200m (8")', test: 'serious' },
  'rally-rout': { text: 'Attempting to rally from rout', test: 'rally' },
  'rally-pinned': { text: 'Attempting to remove a pinned marker', test: 'rally' },
  'train-hit': { text: 'A direct hit on any car of a train', test: 'fear' },
};

/** "Results of Failed Morale Tests". */
export const MORALE_FAILURE: Readonly<Record<MoraleTest, string>> = {
  charge: 'may not charge the enemy this turn, but is otherwise unaffected',
  fear: 'immediately routs',
  serious: 'immediately retires',
  rally: 'a routing unit gains a humiliated marker and routs again; a pinned unit stays basically stationary but may fire',
};

export const MORALE_MODIFIERS = {
  enemyBehindFlank: { label: 'enemy behind the flank within 12" and no friends able to charge it', value: -2, range: 12 },
  fortified: { label: 'behind earthworks, in a trench or a stone building fit for defence', value: 2 },
  marchingAmbushed: { label: 'ambushed while marching', value: -3 },
  nightOrFog: { label: 'night or fog', value: -1 },
} as const;

/** "All morale tests are failed on a score of 12." */
export const MORALE_AUTOMATIC_FAILURE = 12;
/** Senior officers lend their bonus within 12" and in sight, or within 4". */
export const SENIOR_OFFICER_REACH = { seen: 12, unseen: 4 } as const;
/** A routing unit of equal or better class passing within 8" calls for a serious test. */
export const ROUTERS_PASSING_RANGE = 8;

// ---- Visibility ----

export interface VisibilityRow { metres: number; inches: number; text: string }

/** "Visibility", assuming excellent weather. */
export const VISIBILITY_TABLE: readonly VisibilityRow[] = [
  { metres: 5000, inches: 200, text: 'large bodies of troops and artillery can just be made out' },
  { metres: 3000, inches: 120, text: 'infantry and cavalry in the open can be told apart' },
  { metres: 1000, inches: 40, text: 'single figures moving in the open can be seen' },
  { metres: 400, inches: 16, text: 'units can signal which side they are on' },
  { metres: 200, inches: 8, text: 'enemy in the open can be told from friends by sight alone' },
  { metres: 100, inches: 4, text: 'moving troops seen behind hedges and within built-up areas, woods and scrub' },
  { metres: 50, inches: 2, text: 'stationary infantry and unlimbered artillery seen behind hedges, scrub, ditches' },
];

export const SIGHT = {
  open: 200, rain: 40, darkNight: 3, moonlitOrLightFog: 6,
  insideCover: 4, movingInCover: 4, stationaryInCover: 2, hedgeStationary: 4, coverEdge: 2,
} as const;

// ---- Dismounting ----

/** "Cavalry dismount as the following types of infantry." */
export const DISMOUNTING_TABLE: readonly { cavalry: string; infantry: string }[] = [
  { cavalry: 'Red Cavalry', infantry: 'Red Conscripts' },
  { cavalry: 'Horse Army units', infantry: 'Red Regulars' },
  { cavalry: 'Red Cossacks', infantry: 'Partisans' },
  { cavalry: 'White Cossacks', infantry: 'Platoons' },
  { cavalry: 'White Cavalry', infantry: 'Volunteers or Officers, as appropriate' },
  { cavalry: 'Nationalist Cavalry', infantry: 'Nationalist Regulars' },
  { cavalry: 'Polish Uhlans', infantry: 'Polish Regulars' },
  { cavalry: 'FK Uhlans', infantry: 'Freikorps Kompagnie' },
  { cavalry: 'Makhnovist Cavalry', infantry: 'Makhnovist Partisans' },
];

// ---- Vehicles ----

export const VEHICLE_ROLLS = {
  breakdown: 1, stuckPermanent: 1, stuckTemporary: 2, free: 4, immobiliseOnCharge: 6, grenadierBonus: 2, wireProblem: 1,
} as const;

export const TRAIN = {
  maxSpeed: 8, startSpeed: 1, stopBelow: 1, engineHitLoss: 2, engineHitsToImmobilise: 3, turretHits: 2,
  fieldGunArc: 90, mgArc: 90, turretBlindArc: 30,
} as const;

// ---- Ambush and night ----

export const AMBUSH = { scoutRange: 4, scoutRangeLong: 8, discoverOn: 4 } as const;
export const NIGHT = { friendlyFireOn: 1, veerLeftOn: 1, veerRightOn: 6, veerDegrees: 30, columnAboveSpeed: 0.5 } as const;
export const CLEVER_PREEMPT_ON = 6;
/** "Ammunition Supply", in moves of fire. */
export const AMMUNITION = { gun: { limber: 2, cart: 6 }, mortar: { carried: 3, cart: 9 } } as const;
export const MOB_HESITATION_PASS = 3;
export const OFFICER_CASUALTY = { shooting: 1, combat: 1, combatRouted: 2 } as const;
