/**
 * Whether a troop type, by its id, is an armed river steamer. Rule sets class a gunboat with the guns that run on a
 * fixed route (a train's gun wagon) for the AI and the rules; the table and the printed map draw it as a boat.
 */
export const isShipType = (troopType: string): boolean => /gunboat|ship|flotilla|steamer|monitor/i.test(troopType);

/** Whether a troop type, by its id, is a column of supply wagons (classed with train wagons, printed as supply). */
export const isSupplyType = (troopType: string): boolean => /supply/i.test(troopType);
