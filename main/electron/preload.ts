import { contextBridge, ipcRenderer } from 'electron';
import type { Api, ApiInput, ApiMethod, ApiOutput, ApiResult } from '../../shared/api.ts';
import { apiChannel } from './channels.ts';

// The renderer's window.tachanka: one named method per Api operation, each a single invoke on its own channel.
// Nothing else of Electron or Node crosses the bridge.
const invoke = <M extends ApiMethod>(method: M, input: ApiInput<M>): Promise<ApiResult<ApiOutput<M>>> =>
  ipcRenderer.invoke(apiChannel(method), input) as Promise<ApiResult<ApiOutput<M>>>;

const api = {
  listScenarios: (input: ApiInput<'listScenarios'>) => invoke('listScenarios', input),
  getScenario: (input: ApiInput<'getScenario'>) => invoke('getScenario', input),
  checkScenario: (input: ApiInput<'checkScenario'>) => invoke('checkScenario', input),
  listRulesets: (input: ApiInput<'listRulesets'>) => invoke('listRulesets', input),
  rulesLookup: (input: ApiInput<'rulesLookup'>) => invoke('rulesLookup', input),
  newGame: (input: ApiInput<'newGame'>) => invoke('newGame', input),
  resumeGame: (input: ApiInput<'resumeGame'>) => invoke('resumeGame', input),
  getGame: (input: ApiInput<'getGame'>) => invoke('getGame', input),
  gameLog: (input: ApiInput<'gameLog'>) => invoke('gameLog', input),
  sealedGameLog: (input: ApiInput<'sealedGameLog'>) => invoke('sealedGameLog', input),
  gameOptions: (input: ApiInput<'gameOptions'>) => invoke('gameOptions', input),
  act: (input: ApiInput<'act'>) => invoke('act', input),
  checkAction: (input: ApiInput<'checkAction'>) => invoke('checkAction', input),
  aiAct: (input: ApiInput<'aiAct'>) => invoke('aiAct', input),
  undo: (input: ApiInput<'undo'>) => invoke('undo', input),
  closeGame: (input: ApiInput<'closeGame'>) => invoke('closeGame', input),
  lineOfSight: (input: ApiInput<'lineOfSight'>) => invoke('lineOfSight', input),
  unitSight: (input: ApiInput<'unitSight'>) => invoke('unitSight', input),
  saveScenarioAs: (input: ApiInput<'saveScenarioAs'>) => invoke('saveScenarioAs', input),
  openScenarioFile: (input: ApiInput<'openScenarioFile'>) => invoke('openScenarioFile', input),
  startBalance: (input: ApiInput<'startBalance'>) => invoke('startBalance', input),
  balanceProgress: (input: ApiInput<'balanceProgress'>) => invoke('balanceProgress', input),
  cancelBalance: (input: ApiInput<'cancelBalance'>) => invoke('cancelBalance', input),
  exportPrint: (input: ApiInput<'exportPrint'>) => invoke('exportPrint', input),
  exportOrderSheet: (input: ApiInput<'exportOrderSheet'>) => invoke('exportOrderSheet', input),
  tableDecisions: (input: ApiInput<'tableDecisions'>) => invoke('tableDecisions', input),
  pairing: (input: ApiInput<'pairing'>) => invoke('pairing', input),
} satisfies Api;

contextBridge.exposeInMainWorld('tachanka', api);

/** The type of window.tachanka, derived from this implementation; the renderer imports it as a type only. */
export type TachankaBridge = typeof api;
