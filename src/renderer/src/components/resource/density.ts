import { atomWithStorage } from 'jotai/utils';

/** How tall list rows are: compact (the default) fits a screen of rows, comfortable is easier to touch. */
export type ListDensity = 'compact' | 'comfortable';

/** The reader's choice, kept in this browser for every list. */
export const listDensityAtom = atomWithStorage<ListDensity>('cabinet.listDensity', 'compact', undefined, { getOnInit: true });
