import type { ApiMethod } from '../../shared/api.ts';

/** IPC channel of an Api method; preload and ipc.ts share this one spelling. */
export const apiChannel = (method: ApiMethod): `tachanka:${ApiMethod}` => `tachanka:${method}`;
