// The shipments area's pages in one chunk, apart from the shell: the list and a shipment's page
// (one route, `/shipments/:id?`), the AWB's and the booking's edit pages, and the services list
// share the statuses, the sections' texts and the shipment's query.
export { default as ShipmentsScreen } from './ShipmentsScreen';
export { default as EditAwbPage } from './EditAwbPage';
export { default as EditShipmentPage } from './EditShipmentPage';
export { default as ServicesPage } from './ServicesPage';
