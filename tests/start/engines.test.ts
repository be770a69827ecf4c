import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// `npm ci` warns EBADENGINE for every installed package whose engines exclude the Node the
// project says is enough. Only the packager's pair may: electron-builder's native-module rebuild,
// used by `npm run dist:win` alone, which checks for Node 22.12 itself (docs/desktop.md).

// semver comes with npm's own tree (a dependency of many of ours); it reads engines as npm does.
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean; minVersion(range: string): { version: string } | null };

interface Lock {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }>;
}

const PACKAGING_ONLY = ['node_modules/@electron/rebuild', 'node_modules/node-abi'];

describe('the engines of what npm ci installs', () => {
  it("accept the Node the project names, except the installer packager's pair", () => {
    const project = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lock;
    const oldest = semver.minVersion(project.engines.node)!.version;
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !Array.isArray(entry.engines) && entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([path]) => path);
    expect(refused.filter((path) => !PACKAGING_ONLY.includes(path))).toEqual([]);
    // Used only by electron-builder, a development tool.
    for (const path of refused) expect(lock.packages[path]?.dev).toBe(true);
  });
});
