import type { Translate } from '../validation';
import type { ReportAwb } from './report-awb';

/** What a group is called in the reader's language: a status and "none" are words, the rest their own labels. */
export function groupLabel(groupBy: ReportAwb['groupBy'], key: string, label: string, t: Translate): string {
  if (key === '') return t('reports:awb.none');
  if (groupBy === 'status') return t(`reports:awb.statuses.${key}`);
  return label;
}
