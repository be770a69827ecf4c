import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../eslint.config.js';
import { AREA_NAMES } from '../../src/shared/areas';

// eslint.config.js is plain JS and keeps its own copy of the area list; this keeps it equal to
// src/shared/areas.ts, and keeps every server module and renderer feature folder named after an area.

const root = fileURLToPath(new URL('../../', import.meta.url));
const folders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('area list', () => {
  it('eslint.config.js lists the same areas, in the same order, as src/shared/areas.ts', () => {
    expect(AREAS).toEqual([...AREA_NAMES]);
  });

  it.each(['src/server/modules/', 'src/renderer/src/features/'])('every folder in %s is an area', (dir) => {
    const strays = folders(dir).filter((name) => !(AREA_NAMES as readonly string[]).includes(name));
    expect(strays, `folders in ${dir} that are not in AREA_NAMES`).toEqual([]);
  });
});
