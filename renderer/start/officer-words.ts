import type { Scenario } from '../../shared/scenario/schema.ts';

/**
 * The scenario as the start screen's preview draws it: each officer's characteristic in the rule set's words
 * ("steady-a" reads "steady, +1 to morale", as it will in the game). A characteristic without words stays.
 */
export function officersInWords(scenario: Scenario, words: Readonly<Record<string, string>> | undefined): Scenario {
  if (!words) return scenario;
  const side = (s: Scenario['sides']['red']): Scenario['sides']['red'] => ({
    ...s,
    units: s.units.map((u) => ({
      ...u,
      officers: u.officers.map((o) => (o.characteristic && words[o.characteristic] ? { ...o, characteristic: words[o.characteristic] } : o)),
    })),
  });
  return { ...scenario, sides: { red: side(scenario.sides.red), white: side(scenario.sides.white) } };
}
