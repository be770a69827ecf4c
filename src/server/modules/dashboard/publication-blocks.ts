import type { BlockProvider } from './provider';

// THE SLOT FOR PUBLICATIONS. The publications area (built beside this one) exports
// `countPublicationsToConfirm(db, user)`; once it is merged, its providers go here:
//   - 'publications-to-confirm' for agents and shippers (publication.view, a contract): the
//     publications requiring familiarization the caller has not confirmed, link /publications;
//   - 'publications-to-read' for a company on its way to a contract (isOnTheWay in roles.ts).
// The shared contract and the screen know both kinds already. Until then no block is answered:
// never a made-up number.

export const PUBLICATION_BLOCK_PROVIDERS: readonly BlockProvider[] = [];
