import { useTranslation } from 'react-i18next';
import { groupLabel, type ReportAwb } from '@shared/reports';
import { formatDay, formatMonthYear } from '@/lib/dates';

/** A group as the page names it: a period as a day or a month in the reader's language, the rest by groupLabel. */
export function useGroupText(report: Pick<ReportAwb, 'groupBy' | 'period'>): (key: string, label: string) => string {
  const { t, i18n } = useTranslation('reports');
  return (key, label) => {
    if (report.groupBy === 'period' && key !== '') {
      return report.period === 'month' ? formatMonthYear(new Date(`${key}T00:00:00`), i18n.language) : formatDay(key, i18n.language);
    }
    return groupLabel(report.groupBy, key, label, t);
  };
}
