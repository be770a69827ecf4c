import { makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FINANCE_ZONE, type PaymentRow } from '@shared/finance';
import { formatMoney } from '@shared/money';
import { formatDay } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import { userAtom } from '@/lib/state';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

/** A payment's facts (section 3): date, number, amount, contract, payer, purpose, status and who decided it when. */
export function PaymentDetails({ payment }: { payment: PaymentRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('finance');
  const tz = useAtomValue(userAtom)?.timeZone || DEFAULT_FINANCE_ZONE;
  const lines: [string, React.ReactNode][] = [
    [t('payments.columns.status'), <PaymentStatusBadge key="status" status={payment.status} />],
    [t('payments.columns.date'), formatDay(payment.date, i18n.language)],
    [t('payments.columns.amount'), formatMoney(payment.amount, i18n.language, 'full')],
    [t('payments.columns.contract'), payment.contractNumber ? `${payment.contractNumber} · ${payment.contractor ?? ''}` : t('payments.unassigned')],
  ];
  if (payment.payerName || payment.payerInn) lines.push([t('payments.columns.payer'), [payment.payerName, payment.payerInn && t('payments.inn', { inn: payment.payerInn })].filter(Boolean).join(' · ')]);
  if (payment.description) lines.push([t('payments.columns.description'), payment.description]);
  lines.push([t('payments.columns.source'), t(`payments.sources.${payment.source}`)]);
  if (payment.decidedAt) lines.push([t('payments.columns.decided'), [formatDateTime(payment.decidedAt, i18n.language, tz), payment.decidedBy].filter(Boolean).join(' · ')]);
  if (payment.comment) lines.push([t('payments.columns.comment'), payment.comment]);
  return (
    <dl className={styles.list}>
      {lines.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
