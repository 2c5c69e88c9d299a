import type { Scenario } from '../../../scenario/schema.ts';
import { area, company, line, trrScenario } from '../test-fixtures.ts';

/**
 * A road battle for soft transport: Red lorries carrying a company and empty wagons beside another, against White
 * lorries carrying a company and interventionist companies with smoke grenades, one with a flame-thrower at the edge
 * of a wood Reds hold.
 */
export function lorryRoad(turnLimit = 6): Scenario {
  return trrScenario(
    [
      { id: 'red-lorry', troopType: 'red-lorries', x: 28, y: 6 }, company('red-riders', 'red-rifles', 26, 4, { tags: ['aboard-red-lorry'] }),
      { id: 'red-carts', troopType: 'red-wagons', x: 14, y: 6 }, company('red-walkers', 'red-rifles', 12, 4),
      { id: 'red-mg', troopType: 'red-mg', x: 40, y: 5 }, company('red-wood', 'red-rifles', 14, 25.5),
    ],
    [
      { id: 'white-lorry', troopType: 'white-lorries', x: 30, y: 33 }, company('white-riders', 'white-rifles', 28, 35, { tags: ['aboard-white-lorry'] }),
      company('tommies', 'blue-rifles', 14, 27, { specialists: ['flamethrower'] }), company('poilus', 'blue-rifles', 44, 30),
    ],
    [line('road', 'road', [[30, 0], [30, 40]]), area('wood', 'woods', 10, 18, 22, 26)],
    { turnLimit, ruleset: { id: 'ten-rounds-rapid', options: { windToward: 'south' } } },
  );
}
