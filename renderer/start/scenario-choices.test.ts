import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import type { ScenarioSummary } from '../../shared/api.ts';
import type { LibraryScenario } from '../db.ts';
import { libraryEntry, scenarioText } from '../library/library-store.ts';
import { libraryIdOf, libraryScenario, scenarioChoices } from './scenario-choices.ts';

const file: ScenarioSummary = { id: 'komuch-village', title: 'The Komuch village', rulesetId: 'reds-versus-reds', description: '', fileName: 'komuch-village.tachanka.json' };
const own = (id: string, title: string, now: number): LibraryScenario => libraryEntry(scenarioFixture({ title }), { id, now });

describe('the scenarios New game offers', () => {
  it('lists the scenario files, then the player\'s own library scenarios newest first', () => {
    const choices = scenarioChoices([file], [own('a', 'Older raid', 1), own('b', 'Newer raid', 2)]);
    expect(choices.map((c) => [c.title, c.from])).toEqual([['The Komuch village', 'files'], ['Newer raid', 'library'], ['Older raid', 'library']]);
    expect(libraryIdOf(choices[1]!.value)).toBe('b');
    expect(libraryIdOf(choices[0]!.value)).toBeNull();
  });

  it('leaves out the library\'s copies of bundled scenarios and entries that no longer read as a scenario', () => {
    const bundled = libraryEntry(scenarioFixture({ title: 'The Komuch village' }), { id: 'bundled:komuch-village', now: 3, bundled: true });
    const broken = { ...own('c', 'Half a file', 4), text: '{"format": 3, "title": ' };
    expect(scenarioChoices([file], [bundled, broken]).map((c) => c.title)).toEqual(['The Komuch village']);
    expect(libraryScenario(broken)).toBeNull();
  });

  it('starts a library scenario from the text the library keeps', () => {
    const entry = own('d', 'My river crossing', 5);
    const started = libraryScenario(entry);
    expect(started?.text).toBe(entry.text);
    expect(started?.text).toBe(scenarioText(started!.scenario));
    expect(started?.scenario.title).toBe('My river crossing');
  });
});
