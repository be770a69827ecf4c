// Publications with read confirmation. `view` is the specification's; `edit` (publishing and new
// versions) is ours, named in its family (docs/decisions.md).

export const PUBLICATION_ABILITIES = { view: 'publication.view', edit: 'publication.edit' } as const;
