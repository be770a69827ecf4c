import { can } from '@shared/abilities';
import { DASHBOARD_ROWS } from '@shared/dashboard';
import { PUBLICATION_ABILITIES } from '@shared/publications/abilities';
import type { SessionContext } from '../../access/sessions';
import { countPublicationsToConfirm, listPublications } from '../publications';
import { isOnTheWay } from './roles';
import { row, type BlockProvider } from './provider';

// The publications' blocks, read through the publications area's face: what a client still has
// to confirm, and for a company on its way to a contract what the airline published for it.

const reads = (user: SessionContext): boolean => user.airlineId === null && user.contractorId !== null && can(user.abilities, PUBLICATION_ABILITIES.view);

/** Publications asking the caller for familiarization that the caller has not confirmed: the list filtered the same way. */
export const publicationsToConfirmBlock: BlockProvider = {
  kind: 'publications-to-confirm',
  applies: (user) => reads(user) && !isOnTheWay(user),
  async read({ db, user }) {
    const [count, page] = await Promise.all([countPublicationsToConfirm(db, user), listPublications(db, user, { page: 1, size: DASHBOARD_ROWS, sort: '-date', familiarized: 'no' })]);
    return {
      kind: 'publications-to-confirm',
      count,
      link: '/publications?familiarized=no',
      rows: page.items.map((one) => row(one.id, one.title, { status: one.type, at: one.date, link: `/publications/${one.id}` })),
    };
  },
};

/** The latest publications a company on its way to a contract reads. */
export const publicationsToReadBlock: BlockProvider = {
  kind: 'publications-to-read',
  applies: (user) => reads(user) && isOnTheWay(user),
  async read({ db, user }) {
    const page = await listPublications(db, user, { page: 1, size: DASHBOARD_ROWS, sort: '-date' });
    return {
      kind: 'publications-to-read',
      count: page.total,
      link: '/publications',
      rows: page.items.map((one) => row(one.id, one.title, { status: one.type, at: one.date, link: `/publications/${one.id}` })),
    };
  },
};

export const PUBLICATION_BLOCK_PROVIDERS: readonly BlockProvider[] = [publicationsToConfirmBlock, publicationsToReadBlock];
