import { Button, makeStyles, MessageBar, MessageBarBody, ProgressBar, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { can } from '@shared/abilities';
import { REPORT_ABILITIES, type ReportAwb } from '@shared/reports';
import { routePath } from '@shared/routes';
import { PageFrame } from '@/components/PageFrame';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { useDownload } from '@/components/resource/use-download';
import { Surface } from '@/components/Surface';
import { useApi } from '@/lib/api/context';
import { mobileAtom, userAtom } from '@/lib/state';
import { downloadReport, useReport } from '../api/reports';
import { ReportChart } from '../info/ReportChart';
import { ReportLinesTable } from '../info/ReportLinesTable';
import { ReportTotals } from '../info/ReportTotals';
import { ReportStateBadge } from '../list/ReportStateBadge';
import { useReportText } from '../list/ReportsTable';

const useStyles = makeStyles({
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center', color: tokens.colorNeutralForeground2 },
  body: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  stacked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: { padding: tokens.spacingHorizontalM, gap: tokens.spacingVerticalS },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

function ReportBody({ report }: { report: ReportAwb }) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const mobile = useAtomValue(mobileAtom);
  if (report.state === 'failed') {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('awb.failed', { error: report.error ?? '' })}</MessageBarBody>
      </MessageBar>
    );
  }
  if (report.state === 'building') {
    return (
      <Surface className={styles.panel}>
        <Text role="status">{t('awb.building', { progress: report.progress })}</Text>
        <ProgressBar value={report.progress / 100} thickness="large" />
      </Surface>
    );
  }
  if (!report.lines.length) {
    return (
      <Surface>
        <Text className={styles.empty} role="status">
          {t('awb.noLines')}
        </Text>
      </Surface>
    );
  }
  return (
    <>
      <ReportTotals totals={report.totals} />
      <div className={mobile ? styles.stacked : styles.body}>
        <Surface className={styles.panel}>
          <ReportLinesTable report={report} />
        </Surface>
        <Surface className={styles.panel}>
          <Text weight="semibold">{`${t('awb.columns.chargeableWeight')} · ${t(`awb.groupings.${report.groupBy}`)}`}</Text>
          <ReportChart report={report} />
        </Surface>
      </div>
    </>
  );
}

/**
 * `/report-awb/:id`: one report. While it builds the page shows its progress (asking again every
 * second); once ready, its totals, its groups in a table with a chart beside it, and the xlsx
 * export; holders of the edit ability build it again over another range or grouping.
 */
export default function ReportInfoPage() {
  const styles = useStyles();
  const { t } = useTranslation(['reports', 'resources']);
  const id = Number(useParams().id);
  const report = useReport(id);
  const text = useReportText();
  const api = useApi();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const sheet = useDownload();
  if (report.error) throw report.error;
  if (!report.data) return <Spinner label={t('resources:list.loading')} />;
  const row = report.data;
  const canBuild = can(user?.abilities, REPORT_ABILITIES['report-awb'].edit);
  return (
    <PageFrame
      title={t('awb.titleOne', { from: text.range(row).split(' – ')[0], to: text.range(row).split(' – ')[1] })}
      back={<ResourceBreadcrumb crumbs={[{ label: t('awb.title'), to: routePath('report-awb') }, { label: text.range(row) }]} />}
      actions={
        <>
          {canBuild ? (
            <Button icon={<ArrowSyncRegular />} disabled={row.state === 'building'} onClick={() => void navigate(routePath('report-awb-edit', { id: String(row.id) }))}>
              {t('awb.rebuild')}
            </Button>
          ) : null}
          <Button
            icon={sheet.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            disabled={sheet.busy || row.state !== 'ready'}
            onClick={() => void sheet.download(() => downloadReport(api, row.id), `awb-report-${row.dateFrom}-${row.dateTo}.xlsx`)}
          >
            {t('awb.export')}
          </Button>
        </>
      }
    >
      <div className={styles.facts}>
        <Text>{text.grouping(row)}</Text>
        <Text>{row.contractor ?? t('awb.scopeAirline')}</Text>
        {row.createdBy ? <Text>{row.createdBy}</Text> : null}
        <ReportStateBadge report={row} />
      </div>
      {sheet.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{sheet.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ReportBody report={row} />
    </PageFrame>
  );
}
