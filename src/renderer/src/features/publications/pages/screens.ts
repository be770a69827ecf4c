// The publications area's pages, in one lazy chunk (app/screens.ts names each by its export).

export { default as PublicationsPage } from './PublicationsPage';
export { default as PublicationInfoPage } from './PublicationInfoPage';
export { default as PublicationFormPage } from './PublicationFormPage';
