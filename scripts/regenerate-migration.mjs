// Regenerates the newest migration from the schema as it is now, for a migration that has not been
// released yet (no database outside development has applied it): `node scripts/regenerate-migration.mjs`.
// Released migrations are never edited; a change to them is a new migration (`npm run db:generate`).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const DIR = 'src/server/db/migrations';
const journalFile = `${DIR}/meta/_journal.json`;
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
const last = journal.entries.at(-1);
if (!last || last.idx === 0) throw new Error('Only a migration after the first can be regenerated.');
const name = last.tag.replace(/^\d+_/, '');
rmSync(`${DIR}/${last.tag}.sql`, { force: true });
rmSync(`${DIR}/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, { force: true });
journal.entries.pop();
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
