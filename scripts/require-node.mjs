// `node scripts/require-node.mjs 22.12 "what needs it"`: stops a script early, with a sentence, when
// this Node is older than a tool it runs declares it needs (electron-builder's native-module
// rebuild, @electron/rebuild and node-abi, want Node 22.12; everything else runs on Node 20.19).
import { atLeast } from './lib/node-version.mjs';

const [minimum, purpose = 'this script'] = process.argv.slice(2);
if (!minimum) throw new Error('Usage: node scripts/require-node.mjs <minimum version> [purpose]');
if (!atLeast(process.version, minimum)) {
  process.stderr.write(`${purpose} needs Node ${minimum} or newer; this is Node ${process.version}. Run it with Node 22 (nvm use 22).\n`);
  process.exit(1);
}
