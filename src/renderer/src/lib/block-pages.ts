import { atom, type createStore } from 'jotai';
import type { NavigationType } from 'react-router';
import { BLOCK_PAGES, type BlockPageName } from '@shared/constants';
import { userAtom } from './state';

// Section 3's block page state: for each of the 13 list pages of the block layout, a state (starts
// empty) and a query string. A page left keeps its query string (filters, sort, page, search) and
// its scroll; coming back without a query string of its own puts them back. The pure rules live
// here, tested under Node (block-pages.test.ts); the hooks that apply them are use-block-page.ts.

type Store = ReturnType<typeof createStore>;

/** A page's own kept values (a panel folded, the scroll of its rows...): it starts empty. */
export type BlockPageState = Readonly<Record<string, unknown>>;

/** What one block page keeps while the user is elsewhere. */
export interface BlockPage {
  readonly state: BlockPageState;
  /** The page's last query string, without its '?' ('' for none). */
  readonly query: string;
}

export type BlockPages = Readonly<Record<BlockPageName, BlockPage>>;

export const EMPTY_BLOCK_PAGE: BlockPage = Object.freeze({ state: Object.freeze({}), query: '' });

export const emptyBlockPages = (): BlockPages => Object.fromEntries(BLOCK_PAGES.map((name) => [name, EMPTY_BLOCK_PAGE])) as Record<BlockPageName, BlockPage>;

const EMPTY_BLOCK_PAGES = emptyBlockPages();

/** What the store holds: the pages' kept state and the user it belongs to. */
interface Kept {
  readonly owner: number | null;
  readonly pages: BlockPages;
}

const keptAtom = atom<Kept>({ owner: null, pages: emptyBlockPages() });

/**
 * Every block page's kept state, in the app's one store. It belongs to the signed-in user: once
 * nobody is, or somebody else is (sign-out, a session that ended with a 401, another sign-in), the
 * pages read empty again, whatever a page closing at that moment writes, and without the sign-in
 * and landing pages loading any of this.
 */
export const blockPagesAtom = atom(
  (get): BlockPages => {
    const kept = get(keptAtom);
    return kept.owner === (get(userAtom)?.id ?? null) ? kept.pages : EMPTY_BLOCK_PAGES;
  },
  (get, set, update: BlockPages | ((pages: BlockPages) => BlockPages)) => {
    const pages = typeof update === 'function' ? update(get(blockPagesAtom)) : update;
    set(keptAtom, { owner: get(userAtom)?.id ?? null, pages });
  },
);

/** Sign-out forgets what every page kept. */
export function clearBlockPages(store: Store): void {
  store.set(blockPagesAtom, emptyBlockPages());
}

export const isBlockPage = (name: string | undefined): name is BlockPageName => (BLOCK_PAGES as readonly (string | undefined)[]).includes(name);

/** A location's search as the page keeps it: without its '?'. */
export const bareQuery = (search: string): string => search.replace(/^\?/, '');

/** The key of the page's state that holds the scroll of its rows (px from the top). */
export const SCROLL_KEY = 'scrollTop';

/**
 * Whether the page's location is the user arriving: the first location the page is shown at, or one
 * a link, the menu or Back (a push or a pop) led to while it was shown. The page's own changes to
 * its query (filters, sort, pages, search) replace the URL and are not arrivals.
 */
export const isArrival = (previousKey: string | null, navigationType: `${NavigationType}`): boolean => previousKey === null || navigationType !== 'REPLACE';

export type KeptQueryDecision = { kind: 'restore'; search: string } | { kind: 'keep'; query: string };

/**
 * What a block page does with the location it is shown at. `arrival` says the user has just come
 * to the page (it opened, or a link, the menu or Back led to it) rather than the page changing its
 * own query (its filters, sort and pages replace the URL). Arriving with no query string while one
 * is kept puts the kept one back; any other location is the page's query now, and is kept: a query
 * string of its own (a shared link) wins over the kept one, and a page that clears its last filter
 * keeps the empty query.
 */
export function keptQueryDecision(kept: string, search: string, arrival: boolean): KeptQueryDecision {
  const current = bareQuery(search);
  if (arrival && current === '' && kept !== '') return { kind: 'restore', search: `?${kept}` };
  return { kind: 'keep', query: current };
}

export type ScrollDecision = { kind: 'wait' } | { kind: 'restore'; top: number } | { kind: 'skip' };

/**
 * Whether the rows, once there, scroll back to where the user left them. `arrived` is what the page
 * kept when the user came to it. The scroll is put back only for the view it belongs to: the kept
 * query restored (or reached again through Back); a page opened with another query starts at the
 * top. While the kept query is still being put back, wait.
 */
export function scrollDecision(arrived: BlockPage, search: string): ScrollDecision {
  const current = bareQuery(search);
  if (current === '' && arrived.query !== '') return { kind: 'wait' };
  const top = arrived.state[SCROLL_KEY];
  if (current !== arrived.query || typeof top !== 'number' || !(top > 0)) return { kind: 'skip' };
  return { kind: 'restore', top };
}

/** The pages with this page's query string kept (the same object when it already was). */
export function withKeptQuery(pages: BlockPages, name: BlockPageName, query: string): BlockPages {
  const page = pages[name];
  return page.query === query ? pages : { ...pages, [name]: { ...page, query } };
}

/** The pages with this page's state patched (the same object when nothing changes). */
export function withPageState(pages: BlockPages, name: BlockPageName, patch: BlockPageState): BlockPages {
  const page = pages[name];
  if (Object.entries(patch).every(([key, value]) => Object.is(page.state[key], value))) return pages;
  return { ...pages, [name]: { ...page, state: { ...page.state, ...patch } } };
}

/** The Reset of a page's filter panel: the page keeps nothing (its state and query start empty again). */
export function resetBlockPage(pages: BlockPages, name: BlockPageName): BlockPages {
  return pages[name] === EMPTY_BLOCK_PAGE ? pages : { ...pages, [name]: EMPTY_BLOCK_PAGE };
}
