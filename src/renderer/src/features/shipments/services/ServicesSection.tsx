import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { useServiceOffers } from '../api/get-service-offers';
import { useServices } from '../api/list-services';
import { Empty, Section } from '../info/Section';
import { OrderServiceDialog } from './OrderServiceDialog';
import { ServicesTable } from './ServicesTable';

/** A shipment's services are few: one page holds them. */
const SECTION_SIZE = 100;

/**
 * The services ordered with the shipment (storage, handling, documents, delivery): status, quantity,
 * charge and the actions on each. "Order service" shows when the caller may order (`can.orderService`) and the airline offers any for this shipment.
 */
export function ServicesSection({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const done = useDoneToast();
  const [ordering, setOrdering] = useState(false);
  const services = useServices({ shipmentId: shipment.id, page: 1, size: SECTION_SIZE, sort: '-created' });
  const mayOrder = shipment.can.orderService;
  const offers = useServiceOffers(shipment.id, { enabled: mayOrder });
  const orderable = mayOrder && (offers.data?.length ?? 0) > 0;
  const rows = services.data?.items ?? [];
  const title = t('info.sections.services');
  const action = orderable ? (
    <Button size="small" icon={<AddRegular />} onClick={() => setOrdering(true)} data-testid="service-order">
      {t('services.order.open')}
    </Button>
  ) : null;
  return (
    <Section title={title} action={action} testId="section-services">
      {services.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{services.error.message}</MessageBarBody>
        </MessageBar>
      ) : services.isPending ? (
        <Spinner size="tiny" label={t('services.loading')} />
      ) : rows.length ? (
        <ServicesTable rows={rows} shipment={shipment} label={title} />
      ) : (
        <Empty>{t('services.none')}</Empty>
      )}
      {ordering && offers.data ? (
        <OrderServiceDialog
          shipment={shipment}
          offers={offers.data}
          onClose={() => setOrdering(false)}
          onDone={() => {
            setOrdering(false);
            done(t('services.order.done'), t('info.title', { awb: shipment.awb }));
          }}
        />
      ) : null}
    </Section>
  );
}
