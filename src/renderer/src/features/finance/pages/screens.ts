// The finance area's pages, in one lazy chunk (app/screens.ts names each by its export).

export { default as BalancePage } from './BalancePage';
export { default as PaymentsPage } from './PaymentsPage';
export { default as DocumentsPage } from './DocumentsPage';
