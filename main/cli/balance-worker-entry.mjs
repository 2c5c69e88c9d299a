// A balance worker thread's entry. Node 20 does not carry `--import tsx` into worker threads, so the worker
// registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./balance-worker.ts');
