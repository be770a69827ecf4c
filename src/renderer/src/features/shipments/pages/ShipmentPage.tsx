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
import { AttachmentsSection } from '../info/AttachmentsSection';

import { HistorySection } from '../info/HistorySection';
import { InformingSection } from '../info/InformingSection';
import { PaymentsSection } from '../info/PaymentsSection';
import { PrintMenu } from '../info/PrintMenu';
import { Facts, type Fact } from '../info/Section';
import { ShipmentActions } from '../info/ShipmentActions';
import { RefundBidsSection } from '../refund/RefundBidsSection';
import { ServicesSection } from '../services/ServicesSection';
import { TelegramSection } from '../info/TelegramSection';
import { AwbSection, BookingsSection, CargoSection, DimensionsSection, HandlingSection, MovementsSection, ParticipantsSection } from '../info/ShipmentSections';
import { WarehouseSection } from '../info/WarehouseSection';

const useStyles = makeStyles({
  page: { maxWidth: '1280px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  // Two stacks side by side on a wide screen (sections of different heights leave no holes), one below the other on a narrow one.
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: tokens.spacingVerticalL, alignItems: 'start', '@media (max-width: 899.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  // Narrow, the stacks give way and the sections take the order of section 2's list: cargo, participants, AWB, handling, dimensions.
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0, '@media (max-width: 899.98px)': { display: 'contents' } },
  first: { order: 1, minWidth: 0 },
  second: { order: 2, minWidth: 0 },
  third: { order: 3, minWidth: 0 },
  fourth: { order: 4, minWidth: 0 },
  fifth: { order: 5, minWidth: 0 },
  summary: { gap: tokens.spacingVerticalM },
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
        {/* Once the cargo moves its movement is shown; where the document is still says its own status. */}
        {shipment.shownStatus !== shipment.status ? <Text data-testid="awb-status">{t('info.summary.awbStatus', { status: t(`awbStatus.${shipment.status}`) })}</Text> : null}
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
      actions={<ShipmentActions shipment={shipment} print={<PrintMenu shipment={shipment} />} />}
    >
      <div className={styles.body}>
        <Summary shipment={shipment} />
        <div className={styles.columns}>
          <div className={styles.stack}>
            <div className={styles.first}>
              <CargoSection shipment={shipment} />
            </div>
            <div className={styles.third}>
              <AwbSection shipment={shipment} />
            </div>
          </div>
          <div className={styles.stack}>
            <div className={styles.second}>
              <ParticipantsSection shipment={shipment} />
            </div>
            <div className={styles.fourth}>
              <HandlingSection shipment={shipment} />
            </div>
            <div className={styles.fifth}>
              <DimensionsSection shipment={shipment} />
            </div>
          </div>
        </div>
        <BookingsSection shipment={shipment} />
        <MovementsSection shipment={shipment} />
        <TelegramSection shipment={shipment} type="FFA" />
        <TelegramSection shipment={shipment} type="FWB" />
        <AttachmentsSection shipment={shipment} />
        {/* Section 2 lists payments before the warehouse: side by side when wide, in that order when narrow. */}
        <div className={styles.columns}>
          <PaymentsSection shipment={shipment} />
          <WarehouseSection shipment={shipment} />
        </div>
        <RefundBidsSection shipment={shipment} />
        <ServicesSection shipment={shipment} />
        <HistorySection shipment={shipment} />
        <InformingSection shipment={shipment} />
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
