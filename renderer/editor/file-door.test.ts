import { describe, expect, it } from 'vitest';
import { unreachableApi } from '../api.ts';
import { exportScenario, pickScenarioFile, scenarioFileName } from './file-door.ts';
import { editorTestScenario } from './test-scenario.ts';

describe('scenario files in and out', () => {
  it('name the file after the title', () => {
    expect(scenarioFileName('Komuch test village')).toBe('komuch-test-village.tachanka.json');
    expect(scenarioFileName('???')).toBe('scenario.tachanka.json');
  });

  it('save through main\'s native dialog where there is one', async () => {
    const sent: { text: string; suggestedName: string }[] = [];
    const api = { ...unreachableApi('unused'), saveScenarioAs: async (input: { text: string; suggestedName: string }) => { sent.push(input); return { ok: true as const, value: { outcome: 'saved' as const, fileName: 'test.tachanka.json' } }; } };
    expect(await exportScenario(api, editorTestScenario())).toEqual({ kind: 'saved', fileName: 'test.tachanka.json' });
    expect(JSON.parse(sent[0]!.text).id).toBe('test');
    expect(sent[0]!.suggestedName).toBe('Test');
  });

  it('refuse to download a scenario with errors when the browser must do the saving', async () => {
    const api = {
      ...unreachableApi('unused'),
      saveScenarioAs: async () => ({ ok: true as const, value: { outcome: 'unavailable' as const } }),
      checkScenario: async () => ({ ok: true as const, value: { scenario: null, problems: [{ path: '$.victory[0].areaId', message: 'no terrain area "x"', severity: 'error' as const }] } }),
    };
    const outcome = await exportScenario(api, editorTestScenario());
    expect(outcome).toMatchObject({ kind: 'refused', problems: [{ path: '$.victory[0].areaId' }] });
  });

  it('pass on a native dialog\'s file, its cancel, and its refusal', async () => {
    const opened = { ...unreachableApi('unused'), openScenarioFile: async () => ({ ok: true as const, value: { outcome: 'opened' as const, fileName: 'a.json', text: '{}' } }) };
    expect(await pickScenarioFile(opened)).toEqual({ kind: 'picked', fileName: 'a.json', text: '{}' });
    const cancelled = { ...unreachableApi('unused'), openScenarioFile: async () => ({ ok: true as const, value: { outcome: 'cancelled' as const } }) };
    expect(await pickScenarioFile(cancelled)).toEqual({ kind: 'cancelled' });
    expect(await pickScenarioFile(unreachableApi('no host'))).toMatchObject({ kind: 'refused', message: 'no host' });
  });
});
