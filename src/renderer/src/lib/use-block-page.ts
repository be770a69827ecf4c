import { atom, useAtomValue, useStore } from 'jotai';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import type { BlockPageName } from '@shared/constants';
import { blockPagesAtom, isArrival, keptQueryDecision, resetBlockPage, SCROLL_KEY, scrollDecision, withKeptQuery, withPageState, type BlockPageState } from './block-pages';

// The hooks of section 3's block page state, for every list page of the block layout: the resource
// list page uses them, and so do the pages of later areas (flights, balance...). The rules they
// apply are the pure functions of block-pages.ts.

/**
 * The block page shown, provided by the block layout: null outside it. A page that renders one way
 * in the block layout and another elsewhere (the resource list page) asks here.
 */
export const BlockLayoutContext = createContext<BlockPageName | null>(null);

export const useBlockLayoutPage = (): BlockPageName | null => useContext(BlockLayoutContext);

/**
 * A block page's own kept values, the setter that patches them, and the page's Reset (it forgets its
 * state and its kept query). The state starts empty: read each value with its default.
 */
export function useBlockPageState<S extends BlockPageState = BlockPageState>(name: BlockPageName): [state: Partial<S>, setState: (patch: Partial<S>) => void, reset: () => void] {
  const store = useStore();
  // One page's entry: a change on another page renders nothing here.
  const pageAtom = useMemo(() => atom((get) => get(blockPagesAtom)[name]), [name]);
  const page = useAtomValue(pageAtom);
  const setState = useCallback((patch: Partial<S>) => store.set(blockPagesAtom, (pages) => withPageState(pages, name, patch)), [store, name]);
  const reset = useCallback(() => store.set(blockPagesAtom, (pages) => resetBlockPage(pages, name)), [store, name]);
  return [page.state as Partial<S>, setState, reset];
}

/**
 * Keeps a block page's query string and puts it back: shown at a location with no query string
 * when the user comes to it (the menu, a link without one, Back), the page moves to its kept query
 * (a replace, so Back does not return to the bare page); any other query string is the page's now
 * and is kept. Returns true while the kept query is being put back: the page shows no rows and
 * loads none until it is.
 */
export function useKeptQuery(name: BlockPageName): boolean {
  const store = useStore();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The location last decided on: the page's own changes replace the URL, anything else is arriving.
  const handled = useRef<string | null>(null);
  const [restoring, setRestoring] = useState(() => keptQueryDecision(store.get(blockPagesAtom)[name].query, location.search, true).kind === 'restore');
  useEffect(() => {
    if (handled.current === location.key) return;
    const arrival = isArrival(handled.current, navigationType);
    handled.current = location.key;
    const decision = keptQueryDecision(store.get(blockPagesAtom)[name].query, location.search, arrival);
    if (decision.kind === 'restore') {
      setRestoring(true);
      void navigate({ pathname: location.pathname, search: decision.search, hash: location.hash }, { replace: true, state: location.state as unknown });
      return;
    }
    setRestoring(false);
    store.set(blockPagesAtom, (pages) => withKeptQuery(pages, name, decision.query));
  }, [location, navigationType, navigate, store, name]);
  return restoring;
}

/**
 * Keeps the scroll of a block page's rows when the user leaves, and puts it back once the rows are
 * there again (`ready`: the rows of the page's query are rendered in `scroller`), for the view it
 * belongs to (scrollDecision). A page closing at sign-out writes for nobody (blockPagesAtom).
 */
export function useKeptScroll(name: BlockPageName, scroller: HTMLElement | null, ready: boolean): void {
  const store = useStore();
  const { search } = useLocation();
  // What the page kept when the user came to it, before this visit changes anything.
  const [arrived] = useState(() => store.get(blockPagesAtom)[name]);
  const settled = useRef(false);
  const top = useRef(0);

  useEffect(() => {
    if (settled.current || !ready || !scroller) return;
    const decision = scrollDecision(arrived, search);
    if (decision.kind === 'wait') return;
    settled.current = true;
    if (decision.kind === 'restore') scroller.scrollTop = decision.top;
  }, [arrived, search, ready, scroller]);

  // Followed while the page is shown: once it closes its rows have left the document and read 0.
  useEffect(() => {
    top.current = scroller?.scrollTop ?? 0;
    if (!scroller) return;
    const follow = () => {
      top.current = scroller.scrollTop;
    };
    scroller.addEventListener('scroll', follow, { passive: true });
    return () => scroller.removeEventListener('scroll', follow);
  }, [scroller]);

  useEffect(
    () => () => {
      store.set(blockPagesAtom, (pages) => withPageState(pages, name, { [SCROLL_KEY]: top.current }));
    },
    [store, name],
  );
}
