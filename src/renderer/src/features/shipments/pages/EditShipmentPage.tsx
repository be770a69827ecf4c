import { makeStyles, MessageBar, MessageBarBody, MessageBarTitle, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { routePath } from '@shared/routes';
import type { ShipmentDetail } from '@shared/shipments';
import { PageFrame } from '@/components/PageFrame';
import { ResourceBreadcrumb } from '@/components/resource/ResourceBreadcrumb';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { ApiError } from '@/lib/api/api-error';
import { useShipment } from '../api/get-shipment';
import { shipmentRef } from '../components/shipment-ref';
import { CargoForm } from '../edit-shipment/CargoForm';

const useStyles = makeStyles({
  page: { maxWidth: '900px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
});

function EditShipmentView({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const navigate = useNavigate();
  const done = useDoneToast();
  const shipmentPath = routePath('shipments', { id: String(shipment.id) });
  const awbTitle = t('info.title', { awb: shipment.awb });
  return (
    <PageFrame
      title={t('editShipment.title', { awb: shipment.awb })}
      className={styles.page}
      back={<ResourceBreadcrumb crumbs={[{ label: t('list.title'), to: routePath('shipments') }, { label: awbTitle, to: shipmentPath }, { label: t('editShipment.crumb') }]} />}
    >
      {shipment.can.editCargo ? (
        <CargoForm
          shipment={shipment}
          onCancel={() => void navigate(shipmentPath)}
          onSaved={() => {
            done(t('editShipment.saved'), awbTitle);
            void navigate(shipmentPath);
          }}
        />
      ) : (
        <MessageBar intent="warning" layout="multiline" data-testid="cargo-locked">
          <MessageBarBody>
            <MessageBarTitle>{t('editShipment.locked')}</MessageBarTitle>
            {t(shipment.refundedAt !== null ? 'editShipment.lockedRefunded' : shipment.status === 'accepted' ? 'editShipment.lockedAccepted' : shipment.bookings.length ? 'editShipment.lockedRights' : 'editShipment.lockedNothingBooked')}
          </MessageBarBody>
        </MessageBar>
      )}
    </PageFrame>
  );
}

/** `/shipments/{id or AWB number}/edit-shipment` (section 2's edit booking, `shipment.change`): the booked cargo changed on the same flights; otherwise why it cannot be. */
export default function EditShipmentPage() {
  const { t } = useTranslation('resources');
  const ref = shipmentRef(useParams().id);
  if (ref === null) throw new ApiError(404, 404, 'Not found');
  return <EditShipmentLoader key={String(ref)} shipmentRef={ref} loading={t('list.loading')} />;
}

function EditShipmentLoader({ shipmentRef: ref, loading }: { shipmentRef: number | string; loading: string }) {
  const shipment = useShipment(ref);
  if (shipment.error) throw shipment.error;
  if (!shipment.data) return <Spinner label={loading} />;
  return <EditShipmentView shipment={shipment.data} />;
}
