import type { Api } from '../../shared/api.ts';
import { parseJsonText } from '../../shared/scenario/index.ts';
import { checkScenarioDocument } from '../../shared/rulesets/registry.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { unreachableApi } from '../api.ts';

/**
 * An Api for the library's tests: `checkScenario` does what main's does (JSON limits, schema, references, the
 * rule set's checks) with the same pure functions; one bundled scenario is offered.
 */
export function libraryTestApi(): Api & { checks: number } {
  const api = {
    ...unreachableApi('not used by this test'),
    checks: 0,
    checkScenario: async ({ text }: { text: string }) => {
      api.checks += 1;
      const json = parseJsonText(text);
      return { ok: true as const, value: json.ok ? checkScenarioDocument(json.value) : { scenario: null, problems: json.error } };
    },
    listScenarios: async () => ({ ok: true as const, value: [{ id: 'fixture', title: 'Fixture', rulesetId: 'duel-test', description: '', fileName: 'fixture.tachanka.json' }] }),
    getScenario: async ({ id }: { id: string }) => (id === 'fixture'
      ? { ok: true as const, value: { scenario: scenarioFixture(), text: JSON.stringify(scenarioFixture()) } }
      : { ok: false as const, error: { message: `no bundled scenario "${id}"` } }),
  };
  return api;
}
