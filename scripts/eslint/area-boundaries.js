import path from 'node:path';

// The business areas (src/shared/areas.ts) live on every side under the same name:
// src/server/modules/<area>, src/renderer/src/features/<area>, src/shared/<area>. Each area shows
// the others one face (its folder's index.ts) and keeps everything else private, so an area can be
// reworked inside without breaking its neighbours. This rule holds every import to that.
//
// It works on paths only (no file-system look-ups): a specifier is resolved the way the bundlers
// resolve it (relative, @shared/..., @/...), its extension and a trailing /index are dropped, and
// the result is compared with the folders above. Package imports are the zones' business
// (no-restricted-imports in eslint.config.js), not this rule's.

const CODE_EXTENSION = /\.(?:tsx?|jsx?|mjs|cjs|mts|cts)$/;
const TEST_FILE = /\.test\.tsx?$/;

const FEATURES = ['src', 'renderer', 'src', 'features'];
const APP_SHELL = ['src', 'renderer', 'src', 'app'];
const MODULES = ['src', 'server', 'modules'];
const SHARED = ['src', 'shared'];
/** src/shared/<area>/abilities.ts: the area's ability names, open to every area. */
const ABILITIES_FILE = 'abilities';

/** The specifier as an absolute path, or null when it names a package. */
function resolveSpecifier(specifier, filename, root) {
  const bare = specifier.split('?')[0]; // Vite queries (./icon.svg?url) are not part of the path
  if (bare === '.' || bare === '..' || bare.startsWith('./') || bare.startsWith('../')) {
    return path.resolve(path.dirname(filename), bare);
  }
  if (bare === '@shared' || bare.startsWith('@shared/')) return path.join(root, 'src/shared', bare.slice('@shared'.length));
  if (bare.startsWith('@/')) return path.join(root, 'src/renderer/src', bare.slice(2));
  return null;
}

/** Path segments relative to the root, or null outside it. */
function segments(absolute, root) {
  const relative = path.relative(root, absolute);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

/** An import target: no extension, and `<dir>/index` is the same face as `<dir>`. */
function targetSegments(absolute, root) {
  const parts = segments(absolute.replace(CODE_EXTENSION, ''), root);
  if (parts && parts.length > 1 && parts.at(-1) === 'index') parts.pop();
  return parts;
}

/** The parts after `prefix`, or null when `parts` is not under it. */
function under(parts, prefix) {
  return prefix.every((part, i) => parts[i] === part) ? parts.slice(prefix.length) : null;
}

/**
 * Where a file stands: its side, its area (if any) and, for the server, whether it is kernel.
 * `parts` are the importing file's segments, extension kept (its name matters: index.ts, *.test.ts).
 */
function classifyImporter(parts, areas) {
  const inModules = under(parts, MODULES);
  if (inModules) {
    // A file directly in modules/ (the list of modules) composes areas, like app.ts.
    return inModules.length > 1 ? { side: 'server', area: inModules[0] } : { side: 'server', role: 'root' };
  }
  const inServer = under(parts, ['src', 'server']);
  if (inServer) {
    const file = inServer.join('/');
    // app.ts and main.ts wire the modules into the kernel; tests and the test harness stand in for
    // them. They may use the modules, but only through their faces like everyone else.
    if (file === 'app.ts' || file === 'main.ts' || inServer[0] === 'test' || TEST_FILE.test(file)) {
      return { side: 'server', role: 'root' };
    }
    return { side: 'server', role: 'kernel' };
  }
  const inFeatures = under(parts, FEATURES);
  if (inFeatures && inFeatures.length > 1) return { side: 'renderer', area: inFeatures[0] };
  const inShared = under(parts, SHARED);
  // Shared folders that are not areas (api, schemas, live, ...) are the shared kernel: unrestricted.
  if (inShared && inShared.length > 1 && areas.includes(inShared[0])) return { side: 'shared', area: inShared[0] };
  return null;
}

/** The problem with importing `target` from `from`, as { messageId, data }, or null. */
function check(from, target, areas, fromName) {
  if (from.side === 'server') {
    const module = under(target, MODULES);
    if (!module) return null;
    // The kernel sits below the modules: it must work with any set of them, so not even faces.
    if (from.role === 'kernel') return { messageId: 'kernel' };
    const [area, ...rest] = module;
    if (!area || area === from.area || rest.length === 0) return null;
    return { messageId: 'face', data: { from: from.area ?? fromName, to: area, face: `modules/${area}/index.ts` } };
  }
  if (from.side === 'renderer') {
    // Unlike the server, features have no face for each other at all: the app shell composes them.
    const feature = under(target, FEATURES);
    if (feature && feature.length > 0 && feature[0] !== from.area) {
      return { messageId: 'features', data: { from: from.area, to: feature[0] } };
    }
    if (under(target, APP_SHELL)) return { messageId: 'appShell' };
    return null;
  }
  // from.side === 'shared'
  const shared = under(target, SHARED);
  if (!shared || shared.length < 2 || !areas.includes(shared[0]) || shared[0] === from.area) return null;
  // An area's ability names are plain constants other areas may name (demo groups, rules that
  // need another area's right) without loading the area's schemas through its face.
  if (shared.length === 2 && shared[1] === ABILITIES_FILE) return null;
  return { messageId: 'face', data: { from: from.area, to: shared[0], face: `shared/${shared[0]}/index.ts` } };
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Business areas import each other only through their face (the area folder’s index.ts).' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          areas: { type: 'array', items: { type: 'string' } },
        },
        required: ['root', 'areas'],
        additionalProperties: false,
      },
    ],
    messages: {
      face: '{{from}} imports {{to}} only through its face ({{face}}).',
      kernel: 'The kernel (plugins, resources, live, access, db...) never imports a module; pass what it needs in from app.ts.',
      features: 'Features do not import each other ({{from}} → {{to}}); compose them in src/renderer/src/app.',
      appShell: 'Features import only their own files, @/lib, @/components and @shared; the app shell (src/renderer/src/app) imports features, not the reverse.',
    },
  },
  create(context) {
    const { root: rawRoot, areas } = context.options[0];
    const root = path.resolve(rawRoot);
    const filename = context.filename;
    const fileParts = segments(path.resolve(filename), root);
    const from = fileParts && classifyImporter(fileParts, areas);
    if (!from) return {};
    const fromName = fileParts.join('/');

    function verify(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const absolute = resolveSpecifier(source.value, filename, root);
      const target = absolute && targetSegments(absolute, root);
      const problem = target && check(from, target, areas, fromName);
      if (problem) context.report({ node: source, ...problem });
    }

    return {
      ImportDeclaration: (node) => verify(node.source),
      ExportNamedDeclaration: (node) => verify(node.source),
      ExportAllDeclaration: (node) => verify(node.source),
      ImportExpression: (node) => verify(node.source),
    };
  },
};

export default { meta: { name: 'area-boundaries' }, rules: { 'area-boundaries': rule } };
