import type { Platform } from '../constants';
import { findRoute, routesFor } from './table';
import type { RouteDef, RouteParams } from './types';

interface Segment {
  kind: 'static' | 'param';
  value: string;
  optional: boolean;
}

function parsePattern(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':')
        ? { kind: 'param', value: part.replace(/^:|\?$/g, ''), optional: part.endsWith('?') }
        : { kind: 'static', value: part, optional: false },
    );
}

/** A path segment's value; a malformed escape (`%E0%A4%A`) makes it no value at all. */
function decodeSegment(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

function matchSegments(segments: Segment[], parts: string[], params: RouteParams): boolean {
  const [head, ...rest] = segments;
  if (!head) return parts.length === 0;
  const [part, ...remaining] = parts;
  if (head.kind === 'static') return part === head.value && matchSegments(rest, remaining, params);
  const value = part === undefined ? undefined : decodeSegment(part);
  if (value !== undefined && matchSegments(rest, remaining, params)) {
    params[head.value] = value;
    return true;
  }
  return head.optional && matchSegments(rest, parts, params);
}

/** Static segments outrank parameters, as in react-router's ranking. */
const score = (route: RouteDef): number =>
  parsePattern(route.path).reduce((sum, s) => sum + (s.kind === 'static' ? 10 : s.optional ? 1 : 3), 0);

/** The route of the table a path opens on the given platform (server-side SPA answers, tests). */
export function matchRoute(pathname: string, platform: Platform): { route: RouteDef; params: RouteParams } | null {
  const parts = pathname.split('/').filter(Boolean);
  const candidates = routesFor(platform)
    .map((route) => {
      const params: RouteParams = {};
      return matchSegments(parsePattern(route.path), parts, params) ? { route, params } : null;
    })
    .filter((m): m is { route: RouteDef; params: RouteParams } => m !== null)
    .sort((a, b) => score(b.route) - score(a.route));
  return candidates[0] ?? null;
}

/** The URL of a named route; optional parameters left out are dropped. */
export function routePath(name: string, params: RouteParams = {}): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const parts = parsePattern(route.path).flatMap((s) => {
    if (s.kind === 'static') return [s.value];
    const value = params[s.value];
    if (value === undefined) {
      if (s.optional) return [];
      throw new Error(`Route ${name} needs parameter ${s.value}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${parts.join('/')}`;
}
