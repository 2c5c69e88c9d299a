import type { Scenario } from './schema.ts';
import { type Problem, error } from './problems.ts';

/** What one rule-set option (`scenario.ruleset.options`) accepts. */
export type OptionSpec =
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'int'; min: number; max: number }
  /** A name of something in the scenario, said in `names` ("an area by its id"); the rule set checks what it names. */
  | { kind: 'string'; names: string };

/** Options whose keys name something in the scenario (`minefield.<area id>`), checked by the rule set's own code. */
export interface OptionKeyFamily {
  /** Its keys as the list of options gives them: `minefield.<area id>`. */
  words: string;
  owns: (key: string) => boolean;
  check: (scenario: Scenario, key: string, value: unknown) => Problem[];
}

/** A rule set's options: its title for the messages, each plain option's spec, and its families of keys. */
export interface RulesetOptionSpecs {
  title: string;
  specs: Readonly<Record<string, OptionSpec>>;
  families?: readonly OptionKeyFamily[];
}

/**
 * Every rule set's reading of `scenario.ruleset.options`: an option it does not take is refused naming the options it
 * does, and a value it does not accept naming the values it does, each at the option's JSON path.
 */
export function rulesetOptionProblems(scenario: Scenario, options: RulesetOptionSpecs): Problem[] {
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(scenario.ruleset.options)) {
    const family = options.families?.find((f) => f.owns(key));
    if (family) {
      problems.push(...family.check(scenario, key, value));
      continue;
    }
    const at = ['ruleset', 'options', key];
    const spec = Object.hasOwn(options.specs, key) ? options.specs[key] : undefined;
    if (!spec) problems.push(error(at, `${options.title} has no option "${key}"; ${takenOptions(options)}`));
    else if (!accepts(spec, value)) problems.push(error(at, `"${key}" ${mustBe(spec)}; got ${JSON.stringify(value)}`));
  }
  return problems;
}

function takenOptions(options: RulesetOptionSpecs): string {
  const names = [...Object.keys(options.specs), ...(options.families ?? []).map((f) => f.words)];
  return names.length === 0 ? 'it takes no options' : `its options: ${names.join(', ')}`;
}

function accepts(spec: OptionSpec, value: unknown): boolean {
  switch (spec.kind) {
    case 'boolean': return typeof value === 'boolean';
    case 'enum': return typeof value === 'string' && spec.values.includes(value);
    case 'int': return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max;
    case 'string': return typeof value === 'string';
  }
}

function mustBe(spec: OptionSpec): string {
  switch (spec.kind) {
    case 'boolean': return 'must be true or false';
    case 'enum': return spec.values.length === 2 ? `must be ${spec.values[0]} or ${spec.values[1]}` : `must be one of: ${spec.values.join(', ')}`;
    case 'int': return `must be a whole number from ${spec.min} to ${spec.max}`;
    case 'string': return `names ${spec.names}`;
  }
}
