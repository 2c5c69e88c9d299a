import { type UnitKind, isTrainKind, isVehicleKind } from '../troops/troop-card.ts';

/**
 * "Charging": which troops may charge which.
 * Sabres charge anything but vehicles; riflemen anything but vehicles and sabres from the front; tanks and
 * armoured cars anything but vehicles; tachankas, MGs, mortars and guns never. Trains run on rails and
 * officers lead rather than charge (README "Charges").
 */
export function mayChargeKind(charger: UnitKind, target: UnitKind, frontal: boolean): boolean {
  if (target === 'dummy') return false;
  switch (charger) {
    case 'sabres':
      return !isVehicleKind(target);
    case 'riflemen':
      return !isVehicleKind(target) && !(target === 'sabres' && frontal);
    case 'tank': case 'armoured-car':
      return !isVehicleKind(target);
    case 'mg': case 'tachanka': case 'field-gun': case 'mortar': case 'officer': case 'dummy':
    case 'train-engine': case 'train-artillery': case 'train-turret': case 'train-mg': case 'train-car':
      return false;
  }
}

export const canEverCharge = (kind: UnitKind): boolean =>
  kind === 'sabres' || kind === 'riflemen' || ((kind === 'tank' || kind === 'armoured-car') && !isTrainKind(kind));
