import type { Plugin, Rollup } from 'vite';

/**
 * Trims the list of chunks a lazy import preloads to those its importer has not loaded already.
 *
 * Vite lists, for every `import()`, the whole static graph of the chunk imported, including the
 * chunks the importing chunk itself imports statically; those are loaded before the importer runs,
 * so listing them only costs bytes. The router's entry holds the lazy import of every screen, and
 * each list named jsx-runtime, React, Fluent's core and the rest of the shell again: about half
 * of each list, and the names of some fifty chunks, on the login page of every user.
 */
export function preloadDeps(): Plugin {
  let bundle: Rollup.OutputBundle = {};
  const closures = new Map<string, Set<string>>();

  /** The chunks a chunk imports statically, directly or through others (itself included). */
  function closure(fileName: string): Set<string> {
    let files = closures.get(fileName);
    if (files) return files;
    files = new Set();
    const stack = [fileName];
    while (stack.length) {
      const file = stack.pop()!;
      if (files.has(file)) continue;
      files.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') stack.push(...chunk.imports);
    }
    closures.set(fileName, files);
    return files;
  }

  return {
    name: 'cabinet-preload-deps',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // The HTML's preload tags are the entry's own imports: they stay as Vite lists them.
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType !== 'js') return deps;
            const loaded = closure(hostId);
            return deps.filter((dep) => !loaded.has(dep));
          },
        },
      },
    }),
    // Before Vite's import analysis rewrites the preload lists (in its own generateBundle).
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
}
