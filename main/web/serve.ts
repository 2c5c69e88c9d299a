// `npm run web` (and `npm start` without Electron): serves the built renderer and the Api on loopback,
// and with `--lan` on the local network too, for a tablet at the table.
import { launchWebHost } from './launch.ts';
import { startupLines } from './startup-lines.ts';

const launched = await launchWebHost(process.argv.slice(2), process.env);
if ('error' in launched) {
  console.error(launched.error);
  process.exit(2);
}
const { host } = launched;
console.log(startupLines(host).join('\n'));
const stop = () => { void host.close().then(() => process.exit(0)); };
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
