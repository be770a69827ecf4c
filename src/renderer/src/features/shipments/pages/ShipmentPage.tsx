import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/routes';
import type { ShipmentDetail } from '@shared/shipments';
import { PageFrame } from '@/components/PageFrame';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { Surface } from '@/components/Surface';
import { formatDateTime } from '@/lib/format';
import { useShipment } from '../api/get-shipment';
import { shipmentKeys } from '../api/keys';
import { ShownStatusBadge } from '../components/ShownStatusBadge';
import { CorrectionTimer } from '../info/CorrectionTimer';
import { HistorySection } from '../info/HistorySection';
import { Facts, type Fact } from '../info/Section';
import { ShipmentActions } from '../info/ShipmentActions';
import { AwbSection, BookingsSection, CargoSection, DimensionsSection, HandlingSection, MovementsSection, ParticipantsSection } from '../info/ShipmentSections';

const useStyles = makeStyles({
  page: { maxWidth: '1280px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 440px), 1fr))', gap: tokens.spacingVerticalL, alignItems: 'start' },
  summary: { gap: tokens.spacingVerticalM, gridColumn: '1 / -1' },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The AWB's number, type and status at the top, the correction timer beside them, and when it was issued, confirmed and accepted. */
function Summary({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('shipments');
  const client = useQueryClient();
  // The correction time ran out while the page was open: what the caller may do is read again.
  const over = useCallback(() => void client.invalidateQueries({ queryKey: shipmentKeys.details() }), [client]);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const facts: Fact[] = [
    [t('info.summary.route'), shipment.route.join(' → ')],
    [t('info.summary.createdAt'), at(shipment.createdAt)],
    [t('info.summary.issuedAt'), at(shipment.issuedAt)],
    [t('info.summary.confirmedAt'), at(shipment.confirmedAt)],
    [t('info.summary.acceptedAt'), at(shipment.acceptedAt)],
    ...(shipment.fwbSentAt ? ([[t('info.summary.fwbSentAt'), at(shipment.fwbSentAt)]] as Fact[]) : []),
    ...(shipment.refundedAt ? ([[t('info.summary.refundedAt'), at(shipment.refundedAt)]] as Fact[]) : []),
  ];
  return (
    <Surface className={styles.summary} role="region" aria-label={t('info.summary.label')}>
      <div className={styles.status}>
        <ShownStatusBadge status={shipment.shownStatus} />
        <Text data-testid="awb-status">{t('info.summary.awbStatus', { status: t(`awbStatus.${shipment.status}`) })}</Text>
        <Text className={styles.muted}>{t(`type.${shipment.type}`)}</Text>
        <CorrectionTimer window={shipment.correction} onOver={over} />
      </div>
      <Facts facts={facts} />
    </Surface>
  );
}

/** A shipment's page: its summary, the actions the caller may take, and section 2's sections the contract has data for. */
export function ShipmentView({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const title = t('info.title', { awb: shipment.awb });
  return (
    <PageFrame
      title={title}
      className={styles.page}
      back={<ResourceBreadcrumb crumbs={[{ label: t('list.title'), to: routePath('shipments') }, { label: title }]} />}
      // Printing (section 2's airline blank, A4 and neutral blank) takes its place in the bar as `print`.
      actions={<ShipmentActions shipment={shipment} />}
    >
      <div className={styles.grid}>
        <Summary shipment={shipment} />
        <CargoSection shipment={shipment} />
        <ParticipantsSection shipment={shipment} />
        <AwbSection shipment={shipment} />
        <HandlingSection shipment={shipment} />
        <DimensionsSection shipment={shipment} />
        <BookingsSection shipment={shipment} />
        <MovementsSection shipment={shipment} />
        <HistorySection shipment={shipment} />
      </div>
    </PageFrame>
  );
}

/** `/shipments/{id or AWB number}`: the shipment, read by its id or (a notification's link) its AWB number; 403 and 404 show the error page. */
export default function ShipmentPage({ shipmentRef }: { shipmentRef: number | string }) {
  const { t } = useTranslation('resources');
  const shipment = useShipment(shipmentRef);
  if (shipment.error) throw shipment.error;
  if (!shipment.data) return <Spinner label={t('list.loading')} />;
  return <ShipmentView shipment={shipment.data} />;
}
