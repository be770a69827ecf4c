import type { i18n } from 'i18next';
import type { createStore } from 'jotai';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LayoutName, Platform } from '@shared/constants';
import { routesFor, type RouteDef } from '@shared/routes';
import { loadChunk } from '@/lib/chunks';
import { loadQueryClient } from '@/lib/query-client';
import { userAtom } from '@/lib/state';
import { ErrorPage } from './ErrorPage';
import { guard } from './guard';
import { MIDDLEWARE } from './middleware';
import { RootShell } from './RootShell';
import { SCREENS } from './screens';
import { StartSplash } from './StartSplash';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface RouterDeps {
  store: ReturnType<typeof createStore>;
  platform: Platform;
  i18n: i18n;
}

/** What a route's `handle` carries: its entry of the route table. */
export interface RouteHandle {
  route: RouteDef;
}

/** Section 9's layouts, each its own chunk: a page loads only its layout's. */
const LAYOUTS: Record<LayoutName, () => Promise<{ default: React.ComponentType }>> = {
  default: () => import('./layouts/DefaultLayout'),
  block: () => import('./layouts/BlockLayout'),
  chat: () => import('./layouts/ChatLayout'),
};

const notFound = () => data({ message: null }, { status: 404 });

function pageRoute(def: RouteDef, deps: RouterDeps): RouteObject {
  const screen = SCREENS[def.name];
  return {
    id: def.name,
    path: def.path,
    handle: { route: def } satisfies RouteHandle,
    ErrorBoundary: ErrorPage,
    loader: ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const result = guard(def, { user: deps.store.get(userAtom), platform: deps.platform, fullPath: url.pathname + url.search, params }, MIDDLEWARE);
      if (result.kind === 'redirect') throw redirect(result.to);
      if (result.kind === 'error') throw data({ message: result.message ?? null }, { status: result.status });
      if (!screen) throw notFound();
      return null;
    },
    ...(screen
      ? {
          lazy: async () => {
            const [module, queries] = await Promise.all([
              loadChunk(screen.load),
              screen.queries ? loadChunk(() => loadQueryClient(deps.store)) : null,
              deps.i18n.loadNamespaces([...screen.namespaces]),
            ]);
            const Screen = module.default;
            if (!queries) return { Component: Screen };
            const { Provider, client } = queries;
            return {
              Component: () => (
                <Provider client={client}>
                  <Screen />
                </Provider>
              ),
            };
          },
        }
      : {}),
  };
}

/**
 * The app's route tree: under the root shell, one pathless route per layout holding the pages of
 * the table in that layout; the default one also answers every other path with the 404 page.
 */
export function appRoutes(deps: RouterDeps): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const def of routesFor(deps.platform)) byLayout.set(def.layout, [...(byLayout.get(def.layout) ?? []), pageRoute(def, deps)]);
  const layoutRoutes: RouteObject[] = [...byLayout.entries()].map(([layout, children]) => ({
    id: `layout-${layout}`,
    // A layout that fails to load shows status 500 with its message (section 2).
    ErrorBoundary: ErrorPage,
    lazy: async () => ({ Component: (await loadChunk(LAYOUTS[layout])).default }),
    children: layout === 'default' ? [...children, { id: 'not-found', path: '*', ErrorBoundary: ErrorPage, loader: () => { throw notFound(); } }] : children,
  }));
  return [{ id: 'root', Component: RootShell, HydrateFallback: StartSplash, ErrorBoundary: ErrorPage, children: layoutRoutes }];
}

export function createAppRouter(deps: RouterDeps): AppRouter {
  return createBrowserRouter(appRoutes(deps));
}
