import type { Api } from '../shared/api.ts';
import type { TachankaDb } from './db.ts';
import { contextPair } from './context-pair.ts';

/** The Api and the local database, handed to every screen by App.svelte. `db` is null when IndexedDB is unavailable. */
export interface Services {
  api: Api;
  db: TachankaDb | null;
}

export const [createServicesContext, useServices] = contextPair<Services>('The Api and database', 'App.svelte (createServicesContext)');
