import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdTextSchema } from '../api/params';
import { REPORT_ABILITIES } from './abilities';
import { ReportAwbBodySchema, ReportAwbListQuerySchema, ReportAwbPageSchema, ReportAwbRowSchema, ReportAwbSchema } from './report-awb';

// The AWB report's calls. Staff reach every report of their airline (its clients' included);
// a client reaches its own contractor's, whose figures cover only its own shipments.

const TAG = 'reports';
const { view, edit } = REPORT_ABILITIES['report-awb'];
const SCOPE = 'Staff see every report of their airline, a client only those of its own company; another report is a 404.';

const ReportParamsSchema = v.object({ id: IdTextSchema });

export const reportAwbApi = {
  create: endpoint({
    method: 'POST',
    path: '/api/report-awb',
    summary: 'Asks for an AWB report over a date range, grouped by period, route, contract, product or status',
    description:
      'Answers at once with the report in state `building`; it is built in the background (its `progress` grows month by month) and turns `ready` or `failed`. ' +
      'It counts the AWBs issued in the range (local days in the caller’s time zone, both ends included), of the whole airline for staff and of the caller’s own company for a client. ' +
      'A missing date answers 400 with “Fill this field” on it; a maximum before the minimum 400 on `dateTo`.',
    tag: TAG,
    access: 'USER',
    ability: edit,
    body: ReportAwbBodySchema,
    answer: json(ReportAwbRowSchema),
  }),
  rebuild: endpoint({
    method: 'PUT',
    path: '/api/report-awb/id-{id}',
    summary: 'Builds a report again, over a new range or grouping (the report’s edit page)',
    description: `The same body and rules as asking for one; the report goes back to \`building\` and its groups are counted afresh. ${SCOPE}`,
    tag: TAG,
    access: 'USER',
    ability: edit,
    params: ReportParamsSchema,
    body: ReportAwbBodySchema,
    answer: json(ReportAwbRowSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/report-awb',
    summary: 'The AWB reports built: range, grouping, state (building with its progress, ready, failed), author and time',
    description: `${SCOPE.split(';')[0]}. Filters: state, grouping.`,
    tag: TAG,
    access: 'USER',
    ability: view,
    query: ReportAwbListQuerySchema,
    answer: json(ReportAwbPageSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/report-awb/id-{id}',
    summary: 'One AWB report: its groups with AWBs, pieces, weight, chargeable weight and revenue (per currency), and its totals',
    description: SCOPE,
    tag: TAG,
    access: 'USER',
    ability: view,
    params: ReportParamsSchema,
    answer: json(ReportAwbSchema),
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/report-awb/id-{id}/xlsx',
    summary: 'One ready AWB report as an xlsx workbook: its groups and totals',
    description: `${SCOPE} A report not ready yet answers 409.`,
    tag: TAG,
    access: 'USER',
    ability: view,
    params: ReportParamsSchema,
    answer: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
};
