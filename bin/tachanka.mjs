#!/usr/bin/env node
// `npx tachanka …`: the command line runs the TypeScript sources through tsx, so it needs no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
