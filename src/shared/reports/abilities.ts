// Reports: the AWB report.

export const REPORT_ABILITIES = { 'report-awb': { view: 'shipment.report_awb.view', edit: 'shipment.report_awb.edit' } } as const;
