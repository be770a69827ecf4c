import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { BLOCK_PAGES } from '@shared/constants';
import type { SessionUser } from '@shared/profile/session-user';
import { agentUser, airlineUser } from '@shared/testing/users';
import {
  blockPagesAtom,
  clearBlockPages,
  EMPTY_BLOCK_PAGE,
  emptyBlockPages,
  isArrival,
  isBlockPage,
  keptQueryDecision,
  resetBlockPage,
  SCROLL_KEY,
  scrollDecision,
  withKeptQuery,
  withPageState,
  type BlockPage,
} from './block-pages';
import { userAtom } from './state';

// Section 3's block page state: what each of the 13 list pages keeps, when its query string is put
// back, when its scroll is, and what Reset and sign-out forget.

const signedIn = (user: SessionUser) => {
  const store = createStore();
  store.set(userAtom, user);
  return store;
};

const FILTERED = 'filter[departure]=LED&sort=-begin&page=3';

describe('block page state', () => {
  it('starts empty for each of the 13 pages: no state, no query string', () => {
    const pages = emptyBlockPages();
    expect(Object.keys(pages).sort()).toEqual([...BLOCK_PAGES].sort());
    for (const name of BLOCK_PAGES) expect(pages[name]).toEqual({ state: {}, query: '' });
    expect(createStore().get(blockPagesAtom)).toEqual(pages);
  });

  it('knows the block pages by name', () => {
    expect(isBlockPage('tariffs')).toBe(true);
    expect(isBlockPage('report-awb')).toBe(true);
    expect(isBlockPage('tariffs-info')).toBe(false);
    expect(isBlockPage('quotas')).toBe(false);
    expect(isBlockPage(undefined)).toBe(false);
  });
});

describe('keptQueryDecision: putting the kept query string back', () => {
  it('puts the kept query back when the user comes to the page without one (the menu, a bare link)', () => {
    expect(keptQueryDecision(FILTERED, '', true)).toEqual({ kind: 'restore', search: `?${FILTERED}` });
    expect(keptQueryDecision(FILTERED, '?', true)).toEqual({ kind: 'restore', search: `?${FILTERED}` });
  });

  it("lets a query string of the page's own (a shared link) win over the kept one, and keeps it", () => {
    expect(keptQueryDecision(FILTERED, '?filter[departure]=SVO', true)).toEqual({ kind: 'keep', query: 'filter[departure]=SVO' });
  });

  it('has nothing to put back when nothing is kept', () => {
    expect(keptQueryDecision('', '', true)).toEqual({ kind: 'keep', query: '' });
  });

  it("keeps the page's own changes, the last filter cleared included: not an arrival, nothing put back", () => {
    expect(keptQueryDecision(FILTERED, '?page=2', false)).toEqual({ kind: 'keep', query: 'page=2' });
    expect(keptQueryDecision(FILTERED, '', false)).toEqual({ kind: 'keep', query: '' });
  });
});

describe('isArrival: the user coming to the page, not the page changing its query', () => {
  it('is the first location the page is shown at, whatever brought it', () => {
    expect(isArrival(null, 'PUSH')).toBe(true);
    expect(isArrival(null, 'POP')).toBe(true);
    expect(isArrival(null, 'REPLACE')).toBe(true);
  });

  it('is a link, the menu or Back while the page is shown, but not its own replaced query', () => {
    expect(isArrival('k1', 'PUSH')).toBe(true);
    expect(isArrival('k1', 'POP')).toBe(true);
    expect(isArrival('k1', 'REPLACE')).toBe(false);
  });
});

describe('scrollDecision: putting the scroll of the rows back', () => {
  const arrived: BlockPage = { state: { [SCROLL_KEY]: 840 }, query: FILTERED };

  it('waits while the kept query is being put back', () => {
    expect(scrollDecision(arrived, '')).toEqual({ kind: 'wait' });
  });

  it('scrolls back once the rows of the kept query are there', () => {
    expect(scrollDecision(arrived, `?${FILTERED}`)).toEqual({ kind: 'restore', top: 840 });
  });

  it('starts at the top for another query (a shared link) and when nothing was scrolled', () => {
    expect(scrollDecision(arrived, '?filter[departure]=SVO')).toEqual({ kind: 'skip' });
    expect(scrollDecision({ state: { [SCROLL_KEY]: 0 }, query: FILTERED }, `?${FILTERED}`)).toEqual({ kind: 'skip' });
    expect(scrollDecision(EMPTY_BLOCK_PAGE, '')).toEqual({ kind: 'skip' });
  });

  it('restores the scroll of a page that kept no query (the plain list scrolled down)', () => {
    expect(scrollDecision({ state: { [SCROLL_KEY]: 120 }, query: '' }, '')).toEqual({ kind: 'restore', top: 120 });
  });
});

describe('keeping, Reset and sign-out', () => {
  it("keeps one page's query and state without touching the others", () => {
    const start = emptyBlockPages();
    const kept = withPageState(withKeptQuery(start, 'tariffs', FILTERED), 'tariffs', { filtersCollapsed: true });
    expect(kept.tariffs).toEqual({ state: { filtersCollapsed: true }, query: FILTERED });
    expect(kept.taxes).toBe(start.taxes);
    // Nothing new: the same object, no render.
    expect(withKeptQuery(kept, 'tariffs', FILTERED)).toBe(kept);
    expect(withPageState(kept, 'tariffs', { filtersCollapsed: true })).toBe(kept);
  });

  it("Reset forgets that page's state and query, and only that page's", () => {
    const kept = withKeptQuery(withPageState(withKeptQuery(emptyBlockPages(), 'tariffs', FILTERED), 'tariffs', { [SCROLL_KEY]: 300 }), 'taxes', 'q=VAT');
    const reset = resetBlockPage(kept, 'tariffs');
    expect(reset.tariffs).toEqual({ state: {}, query: '' });
    expect(reset.taxes).toEqual({ state: {}, query: 'q=VAT' });
    // Back on the page after Reset, nothing is put back.
    expect(keptQueryDecision(reset.tariffs.query, '', true)).toEqual({ kind: 'keep', query: '' });
  });

  it("sign-out forgets every page's state", () => {
    const store = signedIn(agentUser());
    store.set(blockPagesAtom, (pages) => withKeptQuery(withKeptQuery(pages, 'flights', 'page=2'), 'payments', 'q=1'));
    clearBlockPages(store);
    expect(store.get(blockPagesAtom)).toEqual(emptyBlockPages());
  });

  it('belongs to the signed-in user: empty once nobody is (a session ended) or somebody else is', () => {
    const agent = agentUser();
    const store = signedIn(agent);
    store.set(blockPagesAtom, (pages) => withKeptQuery(pages, 'tariffs', FILTERED));
    store.set(userAtom, { ...airlineUser(), id: agent.id + 1 });
    expect(store.get(blockPagesAtom)).toEqual(emptyBlockPages());
    store.set(userAtom, null);
    expect(store.get(blockPagesAtom)).toEqual(emptyBlockPages());
    // A page closing as the session ends writes for nobody: the next user finds nothing of it.
    store.set(blockPagesAtom, (pages) => withPageState(pages, 'tariffs', { [SCROLL_KEY]: 500 }));
    store.set(userAtom, agent);
    expect(store.get(blockPagesAtom)).toEqual(emptyBlockPages());
    store.set(blockPagesAtom, (pages) => withKeptQuery(pages, 'taxes', 'q=VAT'));
    expect(store.get(blockPagesAtom).taxes.query).toBe('q=VAT');
  });
});
