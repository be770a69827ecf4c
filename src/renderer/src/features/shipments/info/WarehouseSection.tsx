import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { Empty, Facts, Section, type Fact } from './Section';

/** The temporary storage warehouse the airline's warehouse rules choose for the shipment, or that they choose none. */
export function WarehouseSection({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const { warehouse } = shipment;
  const facts: Fact[] = warehouse
    ? [
        [t('warehouse.code'), warehouse.code, 'warehouse-code'],
        [t('warehouse.name'), warehouse.name, 'warehouse-name'],
        [t('warehouse.airport'), warehouse.airport],
        [t('warehouse.address'), warehouse.address ?? '—'],
      ]
    : [];
  return (
    <Section title={t('info.sections.warehouse')} testId="section-warehouse">
      {warehouse ? <Facts facts={facts} /> : <Empty>{t('warehouse.none')}</Empty>}
    </Section>
  );
}
