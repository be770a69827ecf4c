// `npm run cimp -- parse FILE` / `npm run cimp -- generate FILE.json` (scripts/lib/cimp-cli.ts).
import { readFile } from 'node:fs/promises';
import { runCimp } from './lib/cimp-cli';

async function readInput(path: string): Promise<string> {
  if (path !== '-') return readFile(path, 'utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runCimp(process.argv.slice(2), {
  read: readInput,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
