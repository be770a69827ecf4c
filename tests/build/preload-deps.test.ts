import type { Rollup, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadDeps } from '../../scripts/vite-preload-deps';

type Resolve = (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];

/** The plugin's hooks run as Vite runs them: config, then generateBundle before the preload lists are written. */
function pluginOver(chunks: Record<string, string[]>): Resolve {
  const plugin = preloadDeps();
  const config = (plugin.config as () => UserConfig)();
  const preload = config.build?.modulePreload;
  if (!preload || typeof preload !== 'object' || !preload.resolveDependencies) throw new Error('no resolveDependencies');
  const bundle = Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }])) as unknown as Rollup.OutputBundle;
  const hook = plugin.generateBundle as { order: string; handler(options: unknown, bundle: Rollup.OutputBundle): void };
  expect(hook.order).toBe('pre');
  hook.handler({}, bundle);
  return preload.resolveDependencies as Resolve;
}

describe('preload lists of lazy imports', () => {
  const chunks = {
    'assets/index.js': ['assets/react.js', 'assets/shell.js'],
    'assets/shell.js': ['assets/fluent.js'],
    'assets/react.js': [],
    'assets/fluent.js': [],
    'assets/screen.js': ['assets/react.js', 'assets/fluent.js', 'assets/table.js'],
    'assets/table.js': [],
  };

  it('leaves out what the importing chunk has loaded statically, through any depth', () => {
    const resolve = pluginOver(chunks);
    const deps = ['assets/react.js', 'assets/fluent.js', 'assets/table.js'];
    expect(resolve('assets/screen.js', deps, { hostId: 'assets/index.js', hostType: 'js' })).toEqual(['assets/table.js']);
  });

  it('keeps every chunk the importer does not hold', () => {
    const resolve = pluginOver(chunks);
    const deps = ['assets/react.js', 'assets/table.js'];
    expect(resolve('assets/screen.js', deps, { hostId: 'assets/shell.js', hostType: 'js' })).toEqual(deps);
  });

  it("keeps the HTML's preload tags as Vite lists them", () => {
    const resolve = pluginOver(chunks);
    const deps = ['assets/react.js', 'assets/shell.js'];
    expect(resolve('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
