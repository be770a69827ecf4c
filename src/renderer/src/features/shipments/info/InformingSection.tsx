import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { formatDay } from '@/lib/dates';
import { Empty, Section } from './Section';
import { TableScroller } from './TableScroller';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
});

const dash = '—';

/** Customs' preliminary informing on the shipment's international legs: each leg's status, TIN and decisions as the flights area records them. */
export function InformingSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'flights']);
  const title = t('info.sections.informing');
  return (
    <Section title={title} testId="section-informing">
      {shipment.informing.length ? (
        <TableScroller label={title}>
          <Table size="small" className={styles.table} aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('info.bookings.flight')}</TableHeaderCell>
                <TableHeaderCell>{t('info.bookings.date')}</TableHeaderCell>
                <TableHeaderCell>{t('info.bookings.route')}</TableHeaderCell>
                <TableHeaderCell>{t('flights:informing.status')}</TableHeaderCell>
                <TableHeaderCell>{t('flights:informing.tin')}</TableHeaderCell>
                <TableHeaderCell>{t('flights:informing.preDecision')}</TableHeaderCell>
                <TableHeaderCell>{t('flights:informing.finalDecision')}</TableHeaderCell>
                <TableHeaderCell>{t('flights:informing.comment')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.informing.map((leg) => (
                <TableRow key={`${leg.flight} ${leg.date} ${leg.departure}`} data-testid="informing-leg">
                  <TableCell className={styles.cell}>{leg.flight}</TableCell>
                  <TableCell className={styles.cell}>{formatDay(leg.date, i18n.language)}</TableCell>
                  <TableCell className={styles.cell}>
                    {leg.departure} → {leg.arrival}
                  </TableCell>
                  <TableCell className={styles.cell} data-testid="informing-status">
                    {t(`flights:informing.statuses.${leg.status}`)}
                  </TableCell>
                  <TableCell className={styles.cell}>{leg.tin ?? dash}</TableCell>
                  <TableCell>{leg.preDecision ?? dash}</TableCell>
                  <TableCell>{leg.finalDecision ?? dash}</TableCell>
                  <TableCell>{leg.comment ?? dash}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      ) : (
        <Empty>{t('informing.none')}</Empty>
      )}
    </Section>
  );
}
