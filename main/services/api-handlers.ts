import type { z } from 'zod';
import {
  ApiInputs, parseApiInput, type Api, type ApiMethod, type ApiOutput, type ApiResult, type PairingAddresses, type RulesetInfo,
} from '../../shared/api.ts';
import { getRuleset, listRulesets, type AnyRuleset } from '../../shared/rulesets/registry.ts';
import type { ScenarioFiles } from './scenario-files.ts';
import type { GameService } from './games.ts';
import { checkScenarioText } from './scenario-check.ts';
import { lineOfSightVerdict, unitSightVerdicts } from './line-of-sight.ts';
import { openScenarioFile, saveScenarioAs, type FileDialogs } from './scenario-file-dialogs.ts';
import { BalanceService } from './balance.ts';
import { exportPrintFromText } from './print-request.ts';
import { PrintRenderer } from './print/print-renderer.ts';
import { orderSheetFile } from './order-sheet.ts';

export interface ApiServices {
  scenarios: ScenarioFiles;
  games: GameService;
  /** Native file dialogs; only the Electron shell has them (the web host downloads and uploads instead). */
  dialogs?: FileDialogs;
  /** The balance estimator; one is made when left out. */
  balance?: BalanceService;
  /** How a tablet pairs: only the web host started with --lan has it, once it listens. */
  pairing?: () => PairingAddresses | undefined;
  /** Makes print exports in a child process, one at a time; one is made when left out. */
  print?: PrintRenderer;
}

type Parsed<M extends ApiMethod> = z.infer<(typeof ApiInputs)[M]>;
type Run<M extends ApiMethod> = (input: Parsed<M>) => ApiResult<ApiOutput<M>> | Promise<ApiResult<ApiOutput<M>>>;

/**
 * Wraps one service call for a transport: the argument is checked against the method's schema first, and any
 * failure, thrown or returned, reaches the caller as `{ ok: false, error }`. Nothing throws to the transport.
 */
function handler<M extends ApiMethod>(method: M, run: Run<M>): (input: unknown) => Promise<ApiResult<ApiOutput<M>>> {
  return async (input: unknown) => {
    const parsed = parseApiInput(method, input);
    if (!parsed.ok) return parsed;
    try {
      return await run(parsed.value);
    } catch (e) {
      return { ok: false, error: { message: `${method} failed: ${e instanceof Error ? e.message : String(e)}` } };
    }
  };
}

/** The Api implemented over the services; both transports (Electron IPC, the web host) call these. */
export function createApiHandlers({ scenarios, games, dialogs, balance = new BalanceService(), pairing, print = new PrintRenderer() }: ApiServices) {
  const api = {
    listScenarios: handler('listScenarios', async () => ({ ok: true, value: await scenarios.summaries() })),
    getScenario: handler('getScenario', async ({ id }) => {
      const found = await scenarios.getBundled(id);
      if (!found) return { ok: false, error: { message: `no bundled scenario "${id}"` } };
      return { ok: true, value: { scenario: found.scenario, text: found.text } };
    }),
    checkScenario: handler('checkScenario', ({ text }) => ({ ok: true, value: checkScenarioText(text) })),
    listRulesets: handler('listRulesets', () => ({ ok: true, value: listRulesets().map(rulesetInfo) })),
    rulesLookup: handler('rulesLookup', ({ rulesetId, table, query }) => {
      const ruleset = getRuleset(rulesetId);
      if (!ruleset) return { ok: false, error: { message: `unknown rule set "${rulesetId}"` } };
      const found = ruleset.tables.find((t) => t.id === table);
      if (!found) return { ok: false, error: { message: `${ruleset.title} has no table "${table}"; it has: ${ruleset.tables.map((t) => t.id).join(', ') || 'none'}` } };
      const result = found.lookup(query);
      return result.ok ? { ok: true, value: result.value } : { ok: false, error: { message: result.error.reason } };
    }),
    newGame: handler('newGame', (input) => games.newGame(input)),
    resumeGame: handler('resumeGame', (input) => games.resume(input)),
    getGame: handler('getGame', ({ gameId }) => games.get(gameId)),
    gameLog: handler('gameLog', ({ gameId }) => games.log(gameId)),
    sealedGameLog: handler('sealedGameLog', ({ gameId }) => games.sealedLog(gameId)),
    gameOptions: handler('gameOptions', ({ gameId }) => games.options(gameId)),
    act: handler('act', ({ gameId, action, dice }) => games.act(gameId, action, dice)),
    checkAction: handler('checkAction', ({ gameId, action, dice }) => games.check(gameId, action, dice)),
    aiAct: handler('aiAct', ({ gameId, dice }) => games.aiAct(gameId, dice)),
    undo: handler('undo', ({ gameId, count }) => games.undo(gameId, count)),
    closeGame: handler('closeGame', ({ gameId }) => games.close(gameId)),
    lineOfSight: handler('lineOfSight', ({ gameId, from, to }) => {
      const session = games.session(gameId);
      if (!session) return { ok: false, error: { message: `no game "${gameId}" is open` } };
      return lineOfSightVerdict(session, from, to);
    }),
    unitSight: handler('unitSight', ({ gameId, unitId }) => {
      const session = games.session(gameId);
      if (!session) return { ok: false, error: { message: `no game "${gameId}" is open` } };
      const known = games.knownUnits(gameId);
      if (known && !known.has(unitId)) return { ok: false, error: { message: `no unit "${unitId}" in this game` } };
      const verdicts = unitSightVerdicts(session, unitId);
      return known && verdicts.ok ? { ok: true, value: verdicts.value.filter((v) => known.has(v.unitId)) } : verdicts;
    }),
    saveScenarioAs: handler('saveScenarioAs', (input) => saveScenarioAs(scenarios, dialogs, input)),
    openScenarioFile: handler('openScenarioFile', () => openScenarioFile(dialogs)),
    startBalance: handler('startBalance', (input) => balance.start(input)),
    balanceProgress: handler('balanceProgress', ({ jobId }) => balance.progress(jobId)),
    cancelBalance: handler('cancelBalance', ({ jobId }) => balance.cancel(jobId)),
    exportPrint: handler('exportPrint', ({ scenarioText, options }) => exportPrintFromText(print, scenarioText, options)),
    exportOrderSheet: handler('exportOrderSheet', ({ gameId, orders }) => orderSheetFile(games.get(gameId), orders)),
    tableDecisions: handler('tableDecisions', ({ gameId }) => games.tableDecisions(gameId)),
    pairing: handler('pairing', () => ({ ok: true, value: pairing?.() ?? null })),
  } satisfies Api;
  return api;
}

export type ApiHandlers = ReturnType<typeof createApiHandlers>;

export function rulesetInfo(ruleset: AnyRuleset): RulesetInfo {
  return {
    id: ruleset.id,
    version: ruleset.version,
    title: ruleset.title,
    author: ruleset.author,
    summary: ruleset.summary,
    scale: ruleset.scale,
    notes: [...ruleset.notes],
    troopTypes: [...ruleset.troopTypes],
    ...(ruleset.officerWords ? { officerWords: { ...ruleset.officerWords } } : {}),
    tables: ruleset.tables.map(({ id, title, rule, keys, columns, rows }) => ({ id, title, rule, keys, columns, rows })),
    distanceUnit: ruleset.distanceUnit ?? 'in',
    hiddenSetups: [...(ruleset.hiddenSetups ?? [])],
  };
}
