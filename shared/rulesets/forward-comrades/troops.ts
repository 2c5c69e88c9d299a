import type { TroopClass, TroopType } from '../../engine/ruleset.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { GUN_CHART, type GunSize } from './tables/tables-fire.ts';

/** What a unit is, for the mechanics. */
export const KINDS = ['infantry', 'cavalry', 'mg', 'gun', 'tank', 'armoured-car', 'train', 'ship', 'wagon', 'leader'] as const;
export type Kind = (typeof KINDS)[number];

export interface TroopDefinition {
  id: string;
  name: string;
  side: SideId;
  army: 'reds' | 'whites' | 'interventionists';
  kind: Kind;
  /** "Normally elite units might be Officer units, cadet units, Cossacks, Czech legion, foreign intervention units … Fanatical Bolsheviks, Sailors". */
  elite: boolean;
  /** "+1 Interventionist (British/Canadian/U.S./French/Serbian/Czech)". */
  interventionist: boolean;
  /** Figures on each stand at full strength (a gun stand: its crew). */
  figures: number;
  stands: { min: number; max: number; default: number };
  gun?: GunSize;
  /** Vehicles: machine guns aboard, each "3 D6 per MG"; a gun section aboard fires as `gun`. */
  mgs?: number;
  /** Leaders: the commander in chief may influence any unit of his side. */
  role?: 'commander-in-chief' | 'officer';
  rationale: string;
}

const CLASS: Readonly<Record<Kind, TroopClass>> = {
  infantry: 'infantry', cavalry: 'cavalry', mg: 'mg', gun: 'field-gun', tank: 'tank', 'armoured-car': 'armoured-car',
  train: 'train-artillery', ship: 'train-artillery', wagon: 'train-car', leader: 'officer',
};

/** Stand footprints, inches (README: "Stands and figures"). */
export const STAND_SIZE: Readonly<Record<Kind, { width: number; depth: number }>> = {
  infantry: { width: 1.5, depth: 1 }, cavalry: { width: 1.5, depth: 2 }, mg: { width: 1, depth: 1 }, gun: { width: 1.5, depth: 1.5 },
  tank: { width: 1.5, depth: 2.5 }, 'armoured-car': { width: 1.2, depth: 2.2 }, train: { width: 1.5, depth: 6 }, ship: { width: 2, depth: 5 },
  wagon: { width: 1, depth: 2 }, leader: { width: 1, depth: 1 },
};

type Army = TroopDefinition['army'];
const foot = (id: string, name: string, side: SideId, army: Army, rationale: string, elite = false): TroopDefinition =>
  ({ id, name, side, army, kind: 'infantry', elite, interventionist: army === 'interventionists', figures: 4, stands: { min: 2, max: 6, default: 4 }, rationale });
const horse = (id: string, name: string, side: SideId, rationale: string, elite = false): TroopDefinition =>
  ({ id, name, side, army: side === 'red' ? 'reds' : 'whites', kind: 'cavalry', elite, interventionist: false, figures: 3, stands: { min: 2, max: 4, default: 4 }, rationale });
const gun = (id: string, name: string, side: SideId, army: Army, size: GunSize, rationale: string): TroopDefinition =>
  ({ id, name, side, army, kind: 'gun', elite: false, interventionist: army === 'interventionists', figures: GUN_CHART[size].crew, stands: { min: 1, max: 1, default: 1 }, gun: size, rationale });
const single = (id: string, name: string, side: SideId, army: Army, kind: Kind, rationale: string, extra: Partial<TroopDefinition> = {}): TroopDefinition =>
  ({ id, name, side, army, kind, elite: false, interventionist: army === 'interventionists', figures: 1, stands: { min: 1, max: 1, default: 1 }, rationale, ...extra });

export const TROOPS: readonly TroopDefinition[] = [
  foot('red-infantry', 'Red infantry battalion', 'red', 'reds', 'The mass of the Red Army: four stands of riflemen, a battalion at this scale.'),
  foot('red-fanatics', 'Fanatical Bolsheviks', 'red', 'reds', 'Party volunteers the text names among the Reds\' elite.', true),
  foot('red-sailors', 'Red sailors', 'red', 'reds', 'Baltic and Black Sea sailors, named elite by the text.', true),
  foot('red-guards', 'Red Guards', 'red', 'reds', 'Factory militia: "possibly" elite, so ordinary unless the scenario marks them.'),
  horse('red-cavalry', 'Red cavalry squadron', 'red', 'Four stands of three men, "a Squadron or a regiment"; may dismount.'),
  single('red-mg-company', 'Red machine-gun company', 'red', 'reds', 'mg', 'Heavy water-cooled Maxims, two men a stand, three stands and a command stand.', { figures: 2, stands: { min: 1, max: 4, default: 3 } }),
  gun('red-light-gun', 'Red light gun section', 'red', 'reds', 'light', 'A 37-57mm infantry gun section: it fires no indirect fire and "Light guns may not bombard".'),
  gun('red-field-gun', 'Red field gun section', 'red', 'reds', 'field', 'The 76mm three-inch, the common Russian field piece: two guns and four gunners.'),
  gun('red-medium-gun', 'Red medium gun section', 'red', 'reds', 'medium', 'A 107mm or 122mm section.'),
  gun('red-heavy-gun', 'Red heavy gun section', 'red', 'reds', 'heavy', 'A 152mm section, rare in the field.'),
  single('red-tank', 'Red tank (captured)', 'red', 'reds', 'tank', 'A Renault or Mark V taken from the Whites; "a single vehicle"; two MGs.', { mgs: 2 }),
  single('red-armoured-car', 'Red armoured car', 'red', 'reds', 'armoured-car', 'An Austin or Garford detachment, "1 or 2 cars"; one MG counted.', { mgs: 1 }),
  single('red-armoured-train', 'Red armoured train', 'red', 'reds', 'train', 'A gun car and MG cars: a field-gun section and two MGs; "Trains represent one train".', { mgs: 2, gun: 'field' }),
  single('red-gunboat', 'Red river gunboat', 'red', 'reds', 'ship', 'A Volga flotilla gunboat: a field gun and an MG aboard.', { mgs: 1, gun: 'field' }),
  single('red-supply-wagons', 'Red supply wagons', 'red', 'reds', 'wagon', 'The supply line to the rear: losing every wagon cuts it.'),
  single('red-commander-in-chief', 'Red commander in chief', 'red', 'reds', 'leader', 'May influence any Red unit, and tests the army\'s character.', { role: 'commander-in-chief' }),
  single('red-officer', 'Red commander', 'red', 'reds', 'leader', 'A subordinate commander leading the units assigned to him.', { role: 'officer' }),
  foot('white-infantry', 'White infantry battalion', 'white', 'whites', 'Mobilised White infantry.'),
  foot('white-officers', 'White officer battalion', 'white', 'whites', 'Officers serving as riflemen: elite by the text.', true),
  foot('white-cadets', 'White cadet battalion', 'white', 'whites', 'Junkers and cadets: elite by the text.', true),
  horse('cossacks', 'Cossack sotnia', 'white', 'Cossacks, elite by the text; may dismount.', true),
  horse('white-cavalry', 'White cavalry squadron', 'white', 'Regular White horse; may dismount.'),
  single('white-mg-company', 'White machine-gun company', 'white', 'whites', 'mg', 'Heavy Maxims or Vickers, two men a stand.', { figures: 2, stands: { min: 1, max: 4, default: 3 } }),
  gun('white-light-gun', 'White light gun section', 'white', 'whites', 'light', 'A mountain or infantry gun section.'),
  gun('white-field-gun', 'White field gun section', 'white', 'whites', 'field', 'The 76mm three-inch: two guns and four gunners.'),
  gun('white-medium-gun', 'White medium gun section', 'white', 'whites', 'medium', 'A 4.5-inch or 107mm section.'),
  gun('white-heavy-gun', 'White heavy gun section', 'white', 'whites', 'heavy', 'A 6-inch section from a British shipment.'),
  single('white-tank', 'White tank', 'white', 'whites', 'tank', 'A British-supplied Mark V or Renault; two MGs.', { mgs: 2 }),
  single('white-armoured-car', 'White armoured car', 'white', 'whites', 'armoured-car', 'An Austin detachment; one MG counted.', { mgs: 1 }),
  single('white-armoured-train', 'White armoured train', 'white', 'whites', 'train', 'A gun car and MG cars: a field-gun section and two MGs.', { mgs: 2, gun: 'field' }),
  single('white-gunboat', 'White river gunboat', 'white', 'whites', 'ship', 'A Kama or Volga flotilla gunboat: a field gun and an MG.', { mgs: 1, gun: 'field' }),
  single('white-supply-wagons', 'White supply wagons', 'white', 'whites', 'wagon', 'The supply line to the rear.'),
  single('white-commander-in-chief', 'White commander in chief', 'white', 'whites', 'leader', 'May influence any White unit.', { role: 'commander-in-chief' }),
  single('white-officer', 'White commander', 'white', 'whites', 'leader', 'A subordinate commander.', { role: 'officer' }),
  foot('czech-legion', 'Czech Legion battalion', 'white', 'interventionists', 'The Czechoslovak Legion: elite and interventionist (+1 to fire).', true),
  foot('allied-infantry', 'Allied infantry', 'white', 'interventionists', 'British, Canadian, American, French or Serbian infantry: interventionist and elite.', true),
  gun('allied-field-gun', 'Allied field gun section', 'white', 'interventionists', 'field', 'An 18-pounder or 75mm section: interventionist guns fire indirectly in defensive fire too.'),
  single('czech-armoured-train', 'Czech armoured train', 'white', 'interventionists', 'train', 'The Legion\'s trains (Orlík): a field-gun section and two MGs, interventionist.', { mgs: 2, gun: 'field' }),
];

const BY_ID = new Map(TROOPS.map((t) => [t.id, t]));
export const troopDefinition = (id: string): TroopDefinition | undefined => BY_ID.get(id);

/** Weapons a unit may carry on one of its bases (`weapon`): they move with it and do not count for its morale. */
export const ATTACHMENTS = {
  lmg: { name: 'Light machine gun', crew: 1, rationale: 'A Lewis, Colt or Chauchat, one figure: "only be attached to infantry units", one a unit.' },
  hmg: { name: 'Heavy machine gun', crew: 2, rationale: 'A Maxim of two men "attached as an individual stand to infantry": not counted for morale.' },
  tachanka: { name: 'Tachanka', crew: 2, rationale: 'An MG on a cart with two crew, "Always attached to a cavalry unit".' },
  'light-gun': { name: 'Light gun section', crew: 2, rationale: '"A section of light guns may be attached to an infantry unit. It moves with the unit".' },
} as const;
export type Attachment = keyof typeof ATTACHMENTS;
export const ATTACHMENT_IDS = Object.keys(ATTACHMENTS) as Attachment[];
/** What print and the screen call a base's attachment ("with heavy machine gun"), never its id. */
export const ATTACHMENT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(ATTACHMENT_IDS.map((id) => [id, ATTACHMENTS[id].name.toLowerCase()]));
export const isAttachment = (w: string | undefined): w is Attachment => w !== undefined && (ATTACHMENT_IDS as string[]).includes(w);

/** Figures the game-master gives a unit (`characteristics`), and elite status. */
export const SPECIAL_FIGURES = {
  commissar: { side: 'red', rationale: 'A commissar stiffens a Red unit (+1 to fire, melee and morale) and dies on a D10 "0" when it takes a casualty.' },
  'religious-leader': { side: 'white', rationale: 'A priest with a White unit, the commissar\'s mirror.' },
  banner: { side: null, rationale: 'An elite unit with its banner fights +1 in melee.' },
  elite: { side: null, rationale: '"The game-master will decide which units are elite": marks a unit elite whatever its type.' },
  dismounted: { side: null, rationale: 'Cavalry that start the game on foot.' },
  'towing-barges': { side: null, rationale: 'A ship towing barges: "Ships 4 D6 or 3 D6 if towing barges".' },
} as const;
export type SpecialFigure = keyof typeof SPECIAL_FIGURES;

export const troopClassOf = (kind: Kind, role?: TroopDefinition['role']): TroopClass => (kind === 'leader' ? (role === 'commander-in-chief' ? 'commander' : 'officer') : CLASS[kind]);

function statsOf(t: TroopDefinition): Record<string, string | number> {
  const stats: Record<string, string | number> = { 'Figures a stand': t.figures };
  if (t.elite) stats['Elite'] = 'yes';
  if (t.interventionist) stats['Interventionist'] = '+1 to fire';
  if (t.gun) stats['Gun'] = GUN_CHART[t.gun].label;
  if (t.mgs) stats['MGs'] = `${t.mgs} × 3D6`;
  if (t.role) stats['Leads'] = t.role === 'commander-in-chief' ? 'any unit of his side' : 'his own units';
  return stats;
}

/** The roster's armies: ids as a scenario side names its army (`sides.red.army`), names for people's eyes. */
const ROSTER_ARMIES: Readonly<Record<TroopDefinition['army'], { army: string; armyName: string; alliedTo?: readonly string[] }>> = {
  reds: { army: 'red-army', armyName: 'Red Army' },
  whites: { army: 'whites', armyName: 'White Army' },
  interventionists: { army: 'interventionists', armyName: 'Interventionists', alliedTo: ['whites'] },
};

/** The roster as the editor shows it. */
export const TROOP_TYPES: readonly TroopType[] = TROOPS.map((t) => ({
  id: t.id, name: t.name, ...ROSTER_ARMIES[t.army], troopClass: troopClassOf(t.kind, t.role), base: STAND_SIZE[t.kind], bases: t.stands, stats: statsOf(t), rationale: t.rationale,
}));
