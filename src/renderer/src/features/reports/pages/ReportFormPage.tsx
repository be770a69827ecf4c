import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { useReport } from '../api/reports';
import { ReportForm } from '../form/ReportForm';
import { useReportText } from '../list/ReportsTable';

function RebuildReport({ id }: { id: number }) {
  const { t } = useTranslation(['reports', 'resources']);
  const report = useReport(id);
  const text = useReportText();
  if (report.error) throw report.error;
  if (!report.data) return <Spinner label={t('resources:list.loading')} />;
  return (
    <PageFrame
      title={t('awb.editTitle')}
      back={<ResourceBreadcrumb crumbs={[{ label: t('awb.title'), to: routePath('report-awb') }, { label: text.range(report.data), to: routePath('report-awb-info', { id: String(id) }) }, { label: t('awb.editTitle') }]} />}
    >
      <ReportForm report={report.data} />
    </PageFrame>
  );
}

/**
 * `/report-awb/add` and `/report-awb/edit/:id`: a new report, or an existing one built again over
 * a new range or grouping (what editing a report means: docs/decisions.md). Without an id the edit
 * route asks for a new report, as the add page does.
 */
export default function ReportFormPage() {
  const { t } = useTranslation('reports');
  const param = useParams().id;
  if (param) return <RebuildReport id={Number(param)} />;
  return (
    <PageFrame title={t('awb.addTitle')} back={<ResourceBreadcrumb crumbs={[{ label: t('awb.title'), to: routePath('report-awb') }, { label: t('awb.addTitle') }]} />}>
      <ReportForm report={null} />
    </PageFrame>
  );
}
