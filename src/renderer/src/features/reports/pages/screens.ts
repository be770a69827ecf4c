// The AWB report's pages in one chunk: the list (block layout), a report, and its add / edit form.
export { default as ReportFormPage } from './ReportFormPage';
export { default as ReportInfoPage } from './ReportInfoPage';
export { default as ReportsPage } from './ReportsPage';
