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
import { AwbForm } from '../edit/AwbForm';

const useStyles = makeStyles({
  page: { maxWidth: '1100px', width: '100%', boxSizing: 'border-box', marginInline: 'auto', '@media (max-width: 599.98px)': { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}` } },
});

function EditAwbView({ shipment }: { shipment: ShipmentDetail }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const navigate = useNavigate();
  const done = useDoneToast();
  const shipmentPath = routePath('shipments', { id: String(shipment.id) });
  const awbTitle = t('info.title', { awb: shipment.awb });
  const title = t('edit.title', { awb: shipment.awb });
  return (
    <PageFrame
      title={title}
      className={styles.page}
      back={<ResourceBreadcrumb crumbs={[{ label: t('list.title'), to: routePath('shipments') }, { label: awbTitle, to: shipmentPath }, { label: t('edit.crumb') }]} />}
    >
      {shipment.can.edit ? (
        <AwbForm
          shipment={shipment}
          onCancel={() => void navigate(shipmentPath)}
          onSaved={() => {
            done(t('edit.saved'), awbTitle);
            void navigate(shipmentPath);
          }}
        />
      ) : (
        <MessageBar intent="warning" layout="multiline" data-testid="awb-locked">
          <MessageBarBody>
            <MessageBarTitle>{shipment.correction.state === 'over' ? t('info.correction.over') : t('edit.locked')}</MessageBarTitle>
            {shipment.correction.state === 'over' ? t('edit.lockedOver') : t('edit.lockedRights')}
          </MessageBarBody>
        </MessageBar>
      )}
    </PageFrame>
  );
}

/** `/shipments/{id or AWB number}/edit-awb`: the AWB's data to complete or correct, when the server says the caller may (`can.edit`); otherwise why not. */
export default function EditAwbPage() {
  const { t } = useTranslation('resources');
  const ref = shipmentRef(useParams().id);
  if (ref === null) throw new ApiError(404, 404, 'Not found');
  return <EditAwbLoader key={String(ref)} shipmentRef={ref} loading={t('list.loading')} />;
}

function EditAwbLoader({ shipmentRef: ref, loading }: { shipmentRef: number | string; loading: string }) {
  const shipment = useShipment(ref);
  if (shipment.error) throw shipment.error;
  if (!shipment.data) return <Spinner label={loading} />;
  return <EditAwbView shipment={shipment.data} />;
}
