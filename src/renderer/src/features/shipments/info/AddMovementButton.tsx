import { Button, Toast, ToastBody, ToastTitle } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { useAppToast } from '@/lib/toaster';
import { MovementDialog } from './MovementDialog';

/** "Add movement" beside the movements, offered as the server's `can.movements` says; the toast tells it is done. */
export function AddMovementButton({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const [open, setOpen] = useState(false);
  const { dispatchToast } = useAppToast();
  if (!shipment.can.movements) return null;
  const done = () => {
    setOpen(false);
    dispatchToast(
      <Toast>
        <ToastTitle>{t('movementForm.done')}</ToastTitle>
        <ToastBody>{t('info.title', { awb: shipment.awb })}</ToastBody>
      </Toast>,
      { intent: 'success', timeout: 4000 },
    );
  };
  return (
    <>
      <Button icon={<AddRegular />} onClick={() => setOpen(true)} data-testid="add-movement">
        {t('movementForm.open')}
      </Button>
      {open ? <MovementDialog shipment={shipment} onClose={() => setOpen(false)} onDone={done} /> : null}
    </>
  );
}
