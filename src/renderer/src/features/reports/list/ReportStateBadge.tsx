import { Badge, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReportAwbRow } from '@shared/reports';

const useStyles = makeStyles({
  building: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '120px' },
});

const COLOR = { building: 'informative', ready: 'success', failed: 'danger' } as const;

/** A report's state; while it builds, how far it has got. */
export function ReportStateBadge({ report }: { report: Pick<ReportAwbRow, 'state' | 'progress'> }) {
  const styles = useStyles();
  const { t } = useTranslation('reports');
  const badge = (
    <Badge appearance="tint" color={COLOR[report.state]}>
      {t(`awb.states.${report.state}`)}
    </Badge>
  );
  if (report.state !== 'building') return badge;
  return (
    <div className={styles.building}>
      {badge}
      <ProgressBar value={report.progress / 100} thickness="large" aria-label={t('awb.building', { progress: report.progress })} />
    </div>
  );
}
