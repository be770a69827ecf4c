import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { utcToLocal, type FlightInfo } from '@shared/flights';
import { formatDay } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { utcText } from '../components/flight-text';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: { padding: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});

/** Allotments on the flight's legs: whose, how much, and when the unused part returns to free sale. */
export function QuotasTab({ flight }: { flight: FlightInfo }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['flights', 'resources']);
  const locale = i18n.language;
  if (!flight.quotas.length) return <Text className={styles.empty}>{t('quotas.none')}</Text>;
  // A release time reads in the departure airport's local time, as the leg's own times do.
  const zoneAt = (airport: string) => flight.legs.find((leg) => leg.departure === airport)?.departureZone ?? 'UTC';
  return (
    <div className={styles.wrap}>
      <Table size="small" className={styles.table} aria-label={t('tabs.quotas')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('quotas.contract')}</TableHeaderCell>
            <TableHeaderCell>{t('quotas.company')}</TableHeaderCell>
            <TableHeaderCell>{t('fields.route')}</TableHeaderCell>
            <TableHeaderCell>{t('quotas.weight')}</TableHeaderCell>
            <TableHeaderCell>{t('quotas.volume')}</TableHeaderCell>
            <TableHeaderCell>{t('quotas.releasesAt')}</TableHeaderCell>
            <TableHeaderCell>{t('quotas.released')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {flight.quotas.map((quota) => {
            const local = utcToLocal(quota.releasesAt, zoneAt(quota.departure));
            return (
              <TableRow key={quota.id}>
                <TableCell className={styles.cell}>{quota.contractNumber ?? `#${quota.contractId}`}</TableCell>
                <TableCell>{quota.contractor ?? <span className={styles.muted}>—</span>}</TableCell>
                <TableCell className={styles.cell}>
                  {quota.departure} → {quota.arrival}
                </TableCell>
                <TableCell className={styles.number}>{t('units.kg', { value: formatNumber(quota.weight, locale, 0) })}</TableCell>
                <TableCell className={styles.number}>{t('units.m3', { value: formatNumber(quota.volume, locale, 2) })}</TableCell>
                <TableCell className={styles.cell}>
                  <time dateTime={quota.releasesAt} title={utcText(quota.releasesAt, locale)}>
                    {`${formatDay(local.date, locale)} ${local.time}`}
                  </time>
                </TableCell>
                <TableCell className={styles.cell}>
                  {quota.released ? (
                    <Badge appearance="tint" color="warning">
                      {t('quotas.releasedYes')}
                    </Badge>
                  ) : (
                    t('resources:no')
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
