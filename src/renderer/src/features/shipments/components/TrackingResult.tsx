import {
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { latestMovement } from '@shared/shipments/shown-status';
import type { Tracking } from '@shared/shipments/tracking';
import { formatDateTime, formatNumber } from '@/lib/format';
import { Surface } from '@/components/Surface';
import { ShownStatusBadge } from './ShownStatusBadge';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  label: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { fontWeight: tokens.fontWeightSemibold },
  tableWrap: { overflowX: 'auto' },
  empty: { color: tokens.colorNeutralForeground3 },
  latest: { color: tokens.colorNeutralForeground3 },
});

export function TrackingResult({ tracking }: { tracking: Tracking }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const number = (value: number, digits?: number) => formatNumber(value, i18n.language, digits);
  // Where and when the shown status was reached: the movement it comes from.
  const latest = latestMovement(tracking.movements);
  const facts = [
    { label: t('tracking.route'), value: tracking.route.join(' → ') },
    { label: t('tracking.pieces'), value: number(tracking.pieces, 0) },
    { label: t('tracking.weight'), value: t('units.kg', { value: number(tracking.weight) }) },
    ...(tracking.volume !== null ? [{ label: t('tracking.volume'), value: t('units.m3', { value: number(tracking.volume, 3) }) }] : []),
  ];
  return (
    <Surface className={styles.card} aria-label={t('tracking.resultLabel', { awb: tracking.awb })}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{t('tracking.awb', { awb: tracking.awb })}</Subtitle2>
        <ShownStatusBadge status={tracking.shownStatus} />
        {latest && <Text className={styles.latest}>{t('tracking.latest', { place: latest.place, time: formatDateTime(latest.time, i18n.language) })}</Text>}
      </div>
      <div className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text className={styles.label}>{fact.label}</Text>
            <Text className={styles.value}>{fact.value}</Text>
          </div>
        ))}
      </div>
      {tracking.movements.length === 0 ? (
        <Text className={styles.empty}>{t('tracking.noMovements')}</Text>
      ) : (
        <div className={styles.tableWrap}>
          <Table size="small" aria-label={t('tracking.movements')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('tracking.time')}</TableHeaderCell>
                <TableHeaderCell>{t('tracking.status')}</TableHeaderCell>
                <TableHeaderCell>{t('tracking.flight')}</TableHeaderCell>
                <TableHeaderCell>{t('tracking.place')}</TableHeaderCell>
                <TableHeaderCell>{t('tracking.pieces')}</TableHeaderCell>
                <TableHeaderCell>{t('tracking.weight')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tracking.movements.map((movement) => (
                <TableRow key={`${movement.time}-${movement.status}-${movement.place}`}>
                  <TableCell>{formatDateTime(movement.time, i18n.language)}</TableCell>
                  <TableCell>
                    <strong>{movement.status}</strong> {t(`movementStatus.${movement.status}`)}
                  </TableCell>
                  <TableCell>{movement.flight ?? '—'}</TableCell>
                  <TableCell>{movement.place}</TableCell>
                  <TableCell>{number(movement.pieces, 0)}</TableCell>
                  <TableCell>{t('units.kg', { value: number(movement.weight) })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Surface>
  );
}
