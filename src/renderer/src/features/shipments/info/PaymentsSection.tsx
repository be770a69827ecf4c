import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { formatDateTime } from '@/lib/format';
import { moneyText } from '../components/shipment-text';
import { Empty, Section } from './Section';
import { TableScroller } from './TableScroller';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  cell: { whiteSpace: 'nowrap' },
  number: { whiteSpace: 'nowrap', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** The shipment's entries in its contract's ledger (the hold, its release, the charge, refunds), oldest first, each in its currency. */
export function PaymentsSection({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['shipments', 'finance']);
  const language = i18n.language;
  const title = t('info.sections.payments');
  return (
    <Section title={title} testId="section-payments">
      {shipment.payments.length ? (
        <TableScroller label={title}>
          <Table size="small" className={styles.table} aria-label={title}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('payments.date')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.type')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('payments.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('payments.description')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shipment.payments.map((entry, index) => (
                <TableRow key={index} data-testid="payment-entry">
                  <TableCell className={styles.cell}>{formatDateTime(entry.at, language)}</TableCell>
                  <TableCell>{t(`finance:types.${entry.type}`)}</TableCell>
                  <TableCell className={styles.number} data-testid="payment-amount">
                    {moneyText(entry.amount, entry.currency, language)}
                  </TableCell>
                  <TableCell>{entry.description ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      ) : (
        <Empty>{t('payments.none')}</Empty>
      )}
    </Section>
  );
}
