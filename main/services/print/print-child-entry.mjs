// The print child's entry when run from source (the CLI, the web host, Vitest): the child is a fresh Node process
// without `--import tsx`, so it registers tsx itself before loading the TypeScript child.
import { register } from 'tsx/esm/api';

register();
await import('./print-child.ts');
