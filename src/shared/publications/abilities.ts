// Publications with read confirmation.

export const PUBLICATION_ABILITIES = { view: 'publication.view' } as const;
