import type { i18n } from 'i18next';
import { createStore } from 'jotai';
import { createStaticHandler, isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ABILITY_NAMES } from '@shared/abilities';
import { BLOCK_PAGES, type Platform } from '@shared/constants';
import type { SessionUser } from '@shared/profile/session-user';
import { findRoute, routePath } from '@shared/routes';
import { makeUser } from '@shared/testing/users';
import { userAtom } from '@/lib/state';
import { appRoutes } from './router';

// The route tree of section 2's layouts, walked by react-router's own handler: which layout a page
// opens in, and what its guard and the 404 of a page without a screen answer inside it.

/** A user who may open every page of the table. */
const everything = (): SessionUser => makeUser({ abilities: Object.fromEntries(ABILITY_NAMES.map((name) => [name, []])) });

async function open(path: string, user: SessionUser | null, platform: Platform = 'CABINET'): Promise<StaticHandlerContext | Response> {
  const store = createStore();
  store.set(userAtom, user);
  const handler = createStaticHandler(appRoutes({ store, platform, i18n: { loadNamespaces: async () => undefined } as unknown as i18n }));
  return handler.query(new Request(`http://localhost${path}`));
}

async function rendered(path: string, user: SessionUser | null, platform: Platform = 'CABINET') {
  const context = await open(path, user, platform);
  if (context instanceof Response) throw new Error(`${path} redirected to ${context.headers.get('Location')}`);
  const [route, error] = Object.entries(context.errors ?? {})[0] ?? [];
  return { ids: context.matches.map((match) => match.route.id), errorAt: route, status: isRouteErrorResponse(error) ? error.status : undefined };
}

describe('the block layout', () => {
  it.each(BLOCK_PAGES)('opens %s in the block layout', async (name) => {
    const path = routePath(name);
    const platform: Platform = findRoute(name)!.platforms.includes('CARGO') ? 'CARGO' : 'CABINET';
    const { ids } = await rendered(path, everything(), platform);
    expect(ids).toEqual(['root', 'layout-block', name]);
    // The first page of an area imports its whole chunk under Vitest's transform: slow on a busy machine.
  }, 30_000);

  it('holds no page of another layout', async () => {
    const tree = appRoutes({ store: createStore(), platform: 'CABINET', i18n: {} as i18n });
    const block = tree[0]!.children!.find((route) => route.id === 'layout-block');
    expect(new Set(block?.children?.map((route) => route.id))).toEqual(new Set(BLOCK_PAGES));
  });

  // Every block page has its screen now (the AWB report was the last): a path under none is the default layout's 404.
  it('shows the last block page to get its screen, the AWB report, inside it', async () => {
    expect(await rendered('/report-awb', everything())).toEqual({ ids: ['root', 'layout-block', 'report-awb'], errorAt: undefined, status: undefined });
  });

  it("answers 403 inside it for a user without the page's ability", async () => {
    expect(await rendered('/tariffs', makeUser({ abilities: {} }))).toEqual({ ids: ['root', 'layout-block', 'tariffs'], errorAt: 'tariffs', status: 403 });
  });

  it('sends a visitor to sign in, coming back to the page and its query', async () => {
    const response = await open('/tariffs?filter[departure]=LED', null);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe(`/login?path=${encodeURIComponent('/tariffs?filter[departure]=LED')}`);
  });

  it("answers 404 for a shipment that is no shipment's number, inside it", async () => {
    expect(await rendered('/shipments/abc', everything())).toEqual({ ids: ['root', 'layout-block', 'shipments'], errorAt: 'shipments', status: 404 });
  });
});

describe('the default layout', () => {
  it('keeps the 404 of every unknown path', async () => {
    expect(await rendered('/no-such-page', everything())).toEqual({ ids: ['root', 'layout-default', 'not-found'], errorAt: 'not-found', status: 404 });
  });

  it("keeps the block pages' add, edit and info pages", async () => {
    expect(await rendered('/bookings/add', everything())).toEqual({ ids: ['root', 'layout-default', 'bookings-add'], errorAt: undefined, status: undefined });
    expect((await rendered('/bookings/5', everything())).ids).toEqual(['root', 'layout-default', 'bookings-info']);
  });

  it('opens booking for a client to staff who may book for clients, not to those who process bookings', async () => {
    const processing = makeUser({ abilities: { 'shipment.booking.view': [], 'shipment.booking.edit': [] } });
    expect(await rendered('/bookings/add', processing)).toEqual({ ids: ['root', 'layout-default', 'bookings-add'], errorAt: 'bookings-add', status: 403 });
    const booking = makeUser({ abilities: { 'shipment.booking.client': [] } });
    expect((await rendered('/bookings/add', booking)).status).toBeUndefined();
  });

  it("opens a booking's edit page, the shipment's bookings with their changes, to staff who change bookings only", async () => {
    expect(await rendered('/bookings/edit/5', everything())).toEqual({ ids: ['root', 'layout-default', 'bookings-edit'], errorAt: undefined, status: undefined });
    const viewing = makeUser({ abilities: { 'shipment.booking.view': [] } });
    expect((await rendered('/bookings/edit/5', viewing)).status).toBe(403);
  });
});
