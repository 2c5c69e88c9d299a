import type { TroopType } from '../../engine/ruleset.ts';
import { MOTIVATION_NUMBER, type Grade } from './motivation/motivation-table.ts';
import { MOVEMENT_TABLE, type MovementType } from './movement/movement-table.ts';
import { type Army, type Kind, type TroopDefinition, ARMY_ROSTER, BASE_SIZE, KIND_LABELS, TROOP_CLASS } from './troop-kinds.ts';

/**
 * The armies' troop types. Section 5 leaves army organisations to its parent rules ("I am working on the
 * compositions"), so these are Tachanka's own (README: "Army organisations"): companies of 6-10 figures by grade,
 * one-model weapons and vehicles, batteries of one or two models.
 */
type Extra = Partial<Pick<TroopDefinition, 'lancers' | 'assault' | 'calibre' | 'shield' | 'weaponsPerModel' | 'defence' | 'battery' | 'sniper' | 'aa'>>;
const SIZES: Readonly<Record<Kind, TroopDefinition['size']>> = {
  'rifles': { min: 6, max: 10, default: 8 }, 'cavalry': { min: 6, max: 10, default: 8 }, 'mg': { min: 1, max: 2, default: 1 },
  'tachanka': { min: 1, max: 1, default: 1 }, 'gun': { min: 1, max: 2, default: 2 }, 'mortar': { min: 1, max: 2, default: 1 },
  'armoured-car': { min: 1, max: 1, default: 1 }, 'tank': { min: 1, max: 1, default: 1 }, 'train': { min: 2, max: 4, default: 3 },
  'observer': { min: 1, max: 1, default: 1 }, 'transport': { min: 1, max: 1, default: 1 },
};
const MOVES: Partial<Record<Kind, MovementType>> = {
  'rifles': 'infantry', 'cavalry': 'cavalry', 'mg': 'infantry', 'tachanka': 'cavalry', 'gun': 'horse-transport', 'mortar': 'infantry',
  'armoured-car': 'wheeled', 'train': 'armoured-train', 'observer': 'infantry', 'transport': 'horse-transport',
};

function t(id: string, name: string, army: Army, kind: Kind, grade: Grade, rationale: string, extra: Extra & { movement?: MovementType } = {}): TroopDefinition {
  const { movement, ...rest } = extra;
  return { id, name, army, kind, grade, movement: movement ?? MOVES[kind] ?? 'infantry', size: rest.sniper ? SNIPER_SIZE : SIZES[kind], ...rest, rationale };
}

/** "A sniper is represented by a single figure who operates alone." */
const SNIPER_SIZE = { min: 1, max: 1, default: 1 };
const SNIPER = { sniper: true };
const MAXIM = { weaponsPerModel: 2 };
const FIELD_GUN = { calibre: 76, shield: true };
const HOWITZER = { calibre: 122, shield: true };
const AUSTIN = { defence: 2 };
const MARK_V = { defence: 2, movement: 'very-slow-tracked' as const };
const WHIPPET = { defence: 2, movement: 'slow-tracked' as const };
const RENAULT = { defence: 2, movement: 'very-slow-tracked' as const };
const TRAIN = { defence: 2, calibre: 76 };
/** "Transport vehicles represent enough of their prototypes to lift or tow their assigned passengers": one unit each. */
const LORRY = { movement: 'wheeled' as const };

export const TROOPS: readonly TroopDefinition[] = [
  t('red-rifles-green', 'Red Guard company', 'reds', 'rifles', 'green', 'Factory Red Guards and fresh conscripts: poorly trained, in close order more often than not.'),
  t('red-rifles', 'Red Army rifle company', 'reds', 'rifles', 'normal', 'The bulk of the Workers\' and Peasants\' Red Army after 1918.'),
  t('red-rifles-elite', 'Latvian rifle company', 'reds', 'rifles', 'elite', 'The Latvian Rifles and Cheka battalions, the Reds\' most reliable foot ("Elite … Cheka battalions").'),
  t('red-sniper', 'Red sniper', 'reds', 'rifles', 'normal', 'A battalion\'s marksman, alone in the grass (section 18 "Snipers", an option).', SNIPER),
  t('red-cavalry', 'Red cavalry squadron', 'reds', 'cavalry', 'normal', 'A squadron of Red horse, with dismounted figures to fight on foot.'),
  t('red-cavalry-elite', 'Konarmiya squadron', 'reds', 'cavalry', 'elite', 'Budyonny\'s First Cavalry Army, the best mounted arm the Reds had.'),
  t('red-mg', 'Red Maxim platoon', 'reds', 'mg', 'normal', 'Tripod Maxims, each model two guns, as the text counts them.', MAXIM),
  t('red-aa-mg', 'Red AA Maxim platoon', 'reds', 'mg', 'normal', 'Maxims on high-angle mounts guarding a railway station against raiders from the air (section 17 "Lt AA MG").', { ...MAXIM, aa: 'aa-mg' }),
  t('red-heavy-aa', 'Red 76 mm AA battery', 'reds', 'gun', 'normal', 'Lender\'s 76 mm anti-aircraft guns of 1915, on towed platforms guarding the Reds\' bridges and stations (section 17 "Heavy AA").', { calibre: 76, aa: 'heavy-aa' }),
  t('red-tachanka', 'Red tachanka', 'reds', 'tachanka', 'normal', 'A sprung cart with a Maxim, the war\'s own weapon, taken up from the insurgents.', { weaponsPerModel: 1 }),
  t('red-field-gun', 'Red 76 mm field battery', 'reds', 'gun', 'normal', 'The 3-inch M1902, the common Russian field gun, shielded.', FIELD_GUN),
  t('red-howitzer', 'Red 122 mm howitzer battery', 'reds', 'gun', 'normal', 'The 48-line howitzer of the old army\'s divisional artillery.', HOWITZER),
  t('red-austin', 'Red Austin armoured car', 'reds', 'armoured-car', 'normal', 'Austins re-armoured at Putilov: a Russian car, defence 2.', AUSTIN),
  t('red-garford', 'Red Garford-Putilov armoured car', 'reds', 'armoured-car', 'normal', 'The heavy Garford with a 76 mm gun, a Russian-built car.', { defence: 2, calibre: 76 }),
  t('red-renault', 'Red Renault FT', 'reds', 'tank', 'normal', 'Renaults captured from the interventionists at Odessa in 1919.', RENAULT),
  t('red-train', 'Red armoured train', 'reds', 'train', 'normal', 'An armoured train of field guns and Maxims, the Reds\' fire brigade on the rails.', TRAIN),
  t('red-wagons', 'Red horse wagons', 'reds', 'transport', 'green', 'Requisitioned peasant carts that carried the Red rifle regiments along the steppe roads.'),
  t('red-lorries', 'Red lorries', 'reds', 'transport', 'green', 'Commandeered lorries of the city soviets, rushing a company to a threatened station.', LORRY),
  t('red-observer', 'Red OP team (76 mm battery, telephone)', 'reds', 'observer', 'normal', 'An observer with a telephone line to a field battery off the table.', { battery: { calibre: 76, link: 'telephone' } }),
  t('white-rifles-green', 'White mobilised company', 'whites', 'rifles', 'green', 'Peasants and prisoners pressed into the White armies, prone to desert.'),
  t('white-rifles', 'White rifle company', 'whites', 'rifles', 'normal', 'The Volunteer Army\'s ordinary rifle companies.'),
  t('white-sniper', 'White sniper', 'whites', 'rifles', 'normal', 'An officer marksman of the Volunteer Army, working alone (section 18 "Snipers", an option).', SNIPER),
  t('white-rifles-elite', 'White officer company', 'whites', 'rifles', 'elite', 'Kornilov, Markov and Drozdovsky officers serving as riflemen ("Elite … White Officer … battalions").'),
  t('white-assault', 'Kornilov shock company', 'whites', 'rifles', 'elite', 'Kornilov\'s Shock Regiment "had received similar training" to the assault troops of the West.', { assault: true }),
  t('white-cavalry', 'White cavalry squadron', 'whites', 'cavalry', 'normal', 'Regular White horse, many of them old army dragoons.'),
  t('white-mg', 'White Maxim platoon', 'whites', 'mg', 'normal', 'Tripod Maxims and Vickers, two guns a model.', MAXIM),
  t('white-field-gun', 'White 76 mm field battery', 'whites', 'gun', 'normal', 'The 3-inch field gun, shielded.', FIELD_GUN),
  t('white-howitzer', 'White 4.5" howitzer battery', 'whites', 'gun', 'normal', 'British 4.5-inch howitzers sent to Denikin in 1919.', { calibre: 114, shield: true }),
  t('white-mortar', 'White 3" Stokes mortar platoon', 'whites', 'mortar', 'normal', 'British Stokes mortars delivered with the 1919 aid.', { calibre: 81 }),
  t('white-heavy-aa', 'White 76 mm AA battery', 'whites', 'gun', 'normal', 'Lender AA guns of the old army kept by the Volunteer Army against Red aircraft over its railheads (section 17 "Heavy AA").', { calibre: 76, aa: 'heavy-aa' }),
  t('white-austin', 'White Austin armoured car', 'whites', 'armoured-car', 'normal', 'Austins of the old army in White service: a Russian car, defence 2.', AUSTIN),
  t('white-mark-v', 'White Mark V tank', 'whites', 'tank', 'normal', 'The British Mark Vs of the Volunteer Army\'s tank detachments: very slow, defence 2.', MARK_V),
  t('white-whippet', 'White Whippet tank', 'whites', 'tank', 'normal', 'Medium A Whippets sent with the British mission: slow tracked, defence 2.', WHIPPET),
  t('white-renault', 'White Renault FT', 'whites', 'tank', 'normal', 'French Renaults handed to the Whites in the south.', RENAULT),
  t('white-train', 'White armoured train', 'whites', 'train', 'normal', 'The Volunteer Army\'s armoured trains, such as the "Officer".', TRAIN),
  t('white-wagons', 'White horse wagons', 'whites', 'transport', 'normal', 'The Volunteer Army\'s wagon trains, which carried its foot on the long marches of 1918.'),
  t('white-lorries', 'White lorries', 'whites', 'transport', 'normal', 'British lorries delivered to Denikin in 1919.', LORRY),
  t('white-observer', 'White OP team (76 mm battery, telephone)', 'whites', 'observer', 'normal', 'An observer wired to a field battery off the table.', { battery: { calibre: 76, link: 'telephone' } }),
  t('white-observer-howitzer', 'White OP team (4.5" howitzers, telephone)', 'whites', 'observer', 'normal', 'An observer wired to a British howitzer battery off the table.', { battery: { calibre: 114, link: 'telephone' } }),
  t('czech-rifles', 'Czechoslovak rifle company', 'czech-legion', 'rifles', 'normal', 'The Legion\'s regiments: disciplined veterans of the Russian army.'),
  t('czech-rifles-elite', 'Czechoslovak assault company', 'czech-legion', 'rifles', 'elite', 'The Legion\'s storm units, trained in the Russian army\'s 1917 manner.', { assault: true }),
  t('czech-mg', 'Czechoslovak MG platoon', 'czech-legion', 'mg', 'normal', 'Maxims and Colts, two a model.', MAXIM),
  t('czech-field-gun', 'Czechoslovak 76 mm battery', 'czech-legion', 'gun', 'normal', 'Russian field guns taken along the Trans-Siberian.', FIELD_GUN),
  t('czech-train', 'Czechoslovak armoured train', 'czech-legion', 'train', 'elite', 'The Legion lived on its trains: the "Orlík" and its like.', TRAIN),
  t('cossack-cavalry', 'Cossack sotnia', 'cossacks', 'cavalry', 'normal', 'Don and Kuban Cossack horse with the lance, fighting mounted or on foot.', { lancers: true }),
  t('cossack-cavalry-elite', 'Cossack guards sotnia', 'cossacks', 'cavalry', 'elite', 'Veterans of the Guard Cossack regiments and Shkuro\'s Wolves, lancers.', { lancers: true }),
  t('cossack-plastuns', 'Plastun company', 'cossacks', 'rifles', 'normal', 'Cossack foot, steady in defence.'),
  t('cossack-tachanka', 'Cossack tachanka', 'cossacks', 'tachanka', 'normal', 'Machine-gun carts copied from the insurgents of the south.', { weaponsPerModel: 1 }),
  t('cossack-horse-gun', 'Cossack horse battery', 'cossacks', 'gun', 'normal', 'Light horse guns of the Cossack hosts.', FIELD_GUN),
  t('polish-rifles', 'Polish rifle company', 'poles', 'rifles', 'normal', 'The new Polish Army of 1920.'),
  t('polish-rifles-green', 'Polish volunteer company', 'poles', 'rifles', 'green', 'Volunteer battalions raised in the crisis of August 1920.'),
  t('polish-rifles-elite', 'Legion veterans\' company', 'poles', 'rifles', 'elite', 'Piłsudski\'s Legionnaires of the Great War.'),
  t('polish-cavalry', 'Polish uhlan squadron', 'poles', 'cavalry', 'normal', 'Uhlans who met Budyonny at Komarów, still carrying the lance.', { lancers: true }),
  t('polish-mg', 'Polish MG platoon', 'poles', 'mg', 'normal', 'Maxims and Schwarzloses, two a model.', MAXIM),
  t('polish-field-gun', 'Polish 75 mm battery', 'poles', 'gun', 'normal', 'French 75s of the Polish field artillery.', { calibre: 75, shield: true }),
  t('polish-renault', 'Polish Renault FT', 'poles', 'tank', 'normal', 'The 1st Tank Regiment\'s Renaults, from Haller\'s army.', RENAULT),
  t('green-rifles', 'Insurgent company', 'greens', 'rifles', 'green', 'Peasant insurgents, brave at home and quick to melt away.'),
  t('green-rifles-normal', 'Makhnovist infantry company', 'greens', 'rifles', 'normal', 'The Revolutionary Insurrectionary Army\'s seasoned foot.'),
  t('green-cavalry', 'Insurgent horse', 'greens', 'cavalry', 'normal', 'Insurgent horsemen, the steppe raiders.'),
  t('green-tachanka', 'Makhnovist tachanka', 'greens', 'tachanka', 'elite', 'Makhno\'s tachankas, the insurgents\' striking arm.', { weaponsPerModel: 1 }),
  t('green-carts', 'Makhnovist infantry carts', 'greens', 'transport', 'normal', 'Makhno\'s foot rode in sprung carts, two horses and a company at a time, covering cavalry distances.'),
  t('green-mg', 'Insurgent MG platoon', 'greens', 'mg', 'normal', 'Captured Maxims, two a model.', MAXIM),
  t('blue-sniper', 'Interventionist sniper', 'interventions', 'rifles', 'normal', 'A British or Canadian sniper with a scoped rifle, as on the Western Front (section 18 "Snipers", an option).', SNIPER),
  t('blue-rifles', 'Interventionist rifle company', 'interventions', 'rifles', 'normal', 'British, French, American or Japanese infantry in Russia.'),
  t('blue-assault', 'Interventionist assault company', 'interventions', 'rifles', 'elite', 'Bombers and assault troops of the Western Front, with grenades and SMGs.', { assault: true }),
  t('blue-aa-mg', 'Interventionist AA Lewis platoon', 'interventions', 'mg', 'normal', 'Lewis guns on AA mounts, as the British posted at their airfields and ports (section 17 "Lt AA MG").', { ...MAXIM, aa: 'aa-mg' }),
  t('blue-mg', 'Interventionist Vickers platoon', 'interventions', 'mg', 'normal', 'Vickers guns, two a model.', MAXIM),
  t('blue-field-gun', 'Interventionist 18-pdr battery', 'interventions', 'gun', 'normal', 'British 18-pounders (84 mm) of the North Russia force.', { calibre: 84, shield: true }),
  t('blue-mortar', 'Interventionist Stokes mortar platoon', 'interventions', 'mortar', 'normal', '3-inch Stokes mortars.', { calibre: 81 }),
  t('blue-mark-v', 'British Mark V tank', 'interventions', 'tank', 'normal', 'The Tank Corps detachment that served in North Russia and the south.', MARK_V),
  t('blue-whippet', 'British Whippet tank', 'interventions', 'tank', 'normal', 'Medium A Whippets of the British mission.', WHIPPET),
  t('blue-renault', 'French Renault FT', 'interventions', 'tank', 'normal', 'French Renaults landed at Odessa.', RENAULT),
  t('blue-lorries', 'Interventionist lorries', 'interventions', 'transport', 'normal', 'Army Service Corps lorries of the British and French contingents.', LORRY),
  t('blue-observer', 'Interventionist OP team (18-pdr battery, wireless)', 'interventions', 'observer', 'normal', 'Wireless "may only be used by Blue armies".', { battery: { calibre: 84, link: 'wireless' } }),
];

const byId = new Map(TROOPS.map((d) => [d.id, d]));
export const troopDefinition = (id: string): TroopDefinition | undefined => byId.get(id);

function stats(d: TroopDefinition): Record<string, string | number> {
  const move = MOVEMENT_TABLE[d.movement];
  const out: Record<string, string | number> = {
    'Kind': KIND_LABELS[d.kind],
    'Grade': `${d.grade} (motivation ${MOTIVATION_NUMBER[d.grade]})`,
    'Move': move.road === 'unlimited' ? 'unlimited on its rails' : `${move.road} cm road, ${move.crossCountry} cm cross country`,
  };
  if (d.assault) out['Assault company'] = 'yes';
  if (d.aa) out['Anti-aircraft'] = d.aa === 'aa-mg' ? 'Lt AA MG (factor 2)' : 'heavy AA (factor 6)';
  if (d.sniper) out['Sniper'] = 'factor 4, cover shifts only, one figure at most';
  if (d.lancers) out['Lancers'] = 'yes';
  if (d.calibre) out['Calibre'] = `${d.calibre} mm${d.shield ? ', shielded' : ''}`;
  if (d.weaponsPerModel) out['Weapons a model'] = d.weaponsPerModel;
  if (d.defence) out['Defence value'] = d.defence;
  if (d.kind === 'transport') out['Carries'] = 'one company on foot, MG platoon, mortar platoon or OP team';
  if (d.battery) out['Battery'] = `${d.battery.calibre} mm off the table, by ${d.battery.link}`;
  return out;
}

/** The editor's roster: a rifle company's bases carry its 6-10 figures (and specialists); weapons and vehicles one model a base. */
export const TROOP_TYPES: readonly TroopType[] = TROOPS.map((d) => ({
  id: d.id, name: d.name, army: d.army, ...ARMY_ROSTER[d.army], troopClass: TROOP_CLASS[d.kind], base: BASE_SIZE[d.kind],
  bases: d.sniper ? SNIPER_SIZE : d.kind === 'rifles' || d.kind === 'cavalry' ? { min: 2, max: 9, default: 4 } : { min: d.size.min, max: d.size.max, default: d.size.default },
  stats: stats(d), rationale: d.rationale,
}));

/** The weapons a vehicle starts with, by name (README: "Vehicle weapons"); none for anything else. */
export function vehicleWeapons(t: TroopDefinition): string[] {
  if (t.kind === 'train') return ['76 mm gun', 'Maxim', 'Maxim', 'Maxim', 'Maxim'];
  if (t.kind === 'armoured-car') return t.calibre ? ['76 mm gun', 'Maxim', 'Maxim'] : ['Maxim', 'Maxim'];
  if (t.kind !== 'tank') return [];
  if (/renault/.test(t.id)) return ['Hotchkiss'];
  if (/mark-v/.test(t.id)) return ['6-pdr gun', '6-pdr gun', 'Hotchkiss', 'Hotchkiss', 'Hotchkiss', 'Hotchkiss'];
  return ['Hotchkiss', 'Hotchkiss', 'Hotchkiss', 'Hotchkiss'];
}
