// `npm run web` (and `npm start` without Electron): serves the built renderer and the Api on loopback.
import { launchWebHost } from './launch.ts';

const launched = await launchWebHost(process.argv.slice(2), process.env);
if ('error' in launched) {
  console.error(launched.error);
  process.exit(2);
}
const { host } = launched;
console.log(`Tachanka is running at ${host.url} (this computer only; Ctrl+C stops it)`);
const stop = () => { void host.close().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
