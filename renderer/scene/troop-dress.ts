import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { GREATCOAT, KHAKI, TROUSERS } from './figure-kit.ts';

/**
 * What a unit's figures wear and carry, read from its troop type's id and the unit's name: Red riflemen in
 * greatcoats and budenovkas, Whites in peaked caps, sailors in bell-bottoms and striped vests, Cossacks in
 * papakhas (with lances when mounted), Poles in rogatywkas (uhlans with lances), Latvian riflemen with the greatcoat rolled over the shoulder, Czech
 * legionaries in Adrian helmets, partisans in sheepskins, Red Guards in workers' jackets, Freikorps in steel
 * helmets, commissars in leather, priests with a banner. The models are in men-and-horses.ts.
 */
export const DRESSES = [
  'red-rifleman', 'white-rifleman', 'white-officer', 'sailor', 'cossack', 'polish', 'latvian', 'czech', 'partisan', 'red-guard',
  'stahlhelm', 'commissar', 'priest',
] as const;
export type Dress = (typeof DRESSES)[number];

/** What is on a figure's head. */
export type Headgear = 'budenovka' | 'peaked-cap' | 'flat-cap' | 'papakha' | 'rogatywka' | 'adrian' | 'stahlhelm' | 'cloth-cap' | 'fur-hat' | 'kamilavka';

/** What a foot figure carries (a mounted one carries a sabre or a lance). */
export type Carry = 'rifle' | 'pistol' | 'banner';

export interface DressSpec {
  headgear: Headgear;
  /** The coat's colour, and whether it reaches the knee (greatcoat, cherkeska, cassock) or the hip (jumper, jacket). */
  coat: string;
  long: boolean;
  trousers: string;
  /** Flared bell-bottoms (sailors). */
  bellBottoms?: boolean;
  /** A striped vest showing at the chest (sailors), the greatcoat rolled over the left shoulder (Latvians), a bandolier. */
  vest?: boolean;
  roll?: boolean;
  carry: Carry;
  /** Mounted, with a lance rather than a sabre. */
  lance?: boolean;
}

const TUNIC = '#9a8d5e';
const NAVY = '#1f2838';
const CHERKESKA = '#3c3530';
const SHEEPSKIN = '#8c6a45';
const JACKET = '#2e2a26';
const FIELD_GREY = '#66695a';
const LEATHER = '#24201c';
const CASSOCK = '#1b1a1c';

export const DRESS_SPECS: Readonly<Record<Dress, DressSpec>> = {
  'red-rifleman': { headgear: 'budenovka', coat: GREATCOAT, long: true, trousers: TROUSERS, carry: 'rifle' },
  'white-rifleman': { headgear: 'peaked-cap', coat: KHAKI, long: true, trousers: TROUSERS, carry: 'rifle' },
  'white-officer': { headgear: 'peaked-cap', coat: TUNIC, long: false, trousers: '#2f3a52', carry: 'rifle' },
  sailor: { headgear: 'flat-cap', coat: NAVY, long: false, trousers: NAVY, bellBottoms: true, vest: true, carry: 'rifle' },
  cossack: { headgear: 'papakha', coat: CHERKESKA, long: true, trousers: '#2b3344', carry: 'rifle', lance: true },
  polish: { headgear: 'rogatywka', coat: KHAKI, long: false, trousers: TROUSERS, carry: 'rifle', lance: true },
  latvian: { headgear: 'peaked-cap', coat: TUNIC, long: false, trousers: TROUSERS, roll: true, carry: 'rifle' },
  czech: { headgear: 'adrian', coat: TUNIC, long: false, trousers: TROUSERS, roll: true, carry: 'rifle' },
  partisan: { headgear: 'fur-hat', coat: SHEEPSKIN, long: true, trousers: '#3d3a33', carry: 'rifle' },
  'red-guard': { headgear: 'cloth-cap', coat: JACKET, long: false, trousers: '#34312c', carry: 'rifle' },
  stahlhelm: { headgear: 'stahlhelm', coat: FIELD_GREY, long: false, trousers: FIELD_GREY, carry: 'rifle' },
  commissar: { headgear: 'peaked-cap', coat: LEATHER, long: true, trousers: LEATHER, carry: 'pistol' },
  priest: { headgear: 'kamilavka', coat: CASSOCK, long: true, trousers: CASSOCK, carry: 'banner' },
};

/**
 * Troop type ids whose name says more than the id does: the rule sets' elite Red riflemen are the Latvians
 * ("Latvian riflemen", "Latvian rifle company"), Red Actions' Cossack platoons are "white-platoons".
 */
const NAMED_BY_TYPE: Readonly<Record<string, Dress>> = {
  'red-infantry-elite': 'latvian',
  'red-rifles-elite': 'latvian',
  'white-platoons': 'cossack',
  'red-rifles-green': 'red-guard',
  'internationals': 'red-guard',
};

/** Words in a type id or unit name, tried in order (a "Cossack guards sotnia" is Cossack before it is guards). */
const BY_WORDS: readonly [RegExp, Dress][] = [
  [/sailor|marine|flotilla|naval|baltic fleet/i, 'sailor'],
  [/priest|chaplain|religious/i, 'priest'],
  [/commissar|chekist|\bcheka\b/i, 'commissar'],
  [/czech/i, 'czech'],
  [/latvian/i, 'latvian'],
  [/cossack|plastun|sotni|kuban|orenburg|\bdon\b|terek/i, 'cossack'],
  [/freikorps|\bfk\b/i, 'stahlhelm'],
  [/polish|\bpoles?\b|uhlan|lancer/i, 'polish'],
  [/partisan|insurgent|^green-|makhn|militia/i, 'partisan'],
  [/red.guard|\bchon\b|worker/i, 'red-guard'],
];

/** White units in tunics and caps rather than greatcoats: officers' companies, volunteers, cadets, shock troops. */
const WHITE_OFFICERS = /officer|volunteer|cadet|kornilov|drozdov|assault|elite/i;

/**
 * The dress a unit's figures wear: by its troop type's id first (what the rule set fields), then by the unit's
 * name (a scenario's "Kronstadt sailors" of plain Red infantry), else the side's riflemen.
 */
export function dressFor(troopType: string, side: SideId, unitName = ''): Dress {
  const named = NAMED_BY_TYPE[troopType];
  if (named) return named;
  for (const text of [troopType, unitName]) {
    for (const [words, dress] of BY_WORDS) if (words.test(text)) return dress;
  }
  if (side === 'white' && (WHITE_OFFICERS.test(troopType) || WHITE_OFFICERS.test(unitName))) return 'white-officer';
  return side === 'red' ? 'red-rifleman' : 'white-rifleman';
}

