// The shipments area's pages in one chunk, apart from the shell: the list and a shipment's page
// (one route, `/shipments/:id?`) and the AWB's edit page share the statuses, the sections' texts
// and the shipment's query.
export { default as ShipmentsScreen } from './ShipmentsScreen';
export { default as EditAwbPage } from './EditAwbPage';
