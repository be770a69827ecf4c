import { Button } from '@fluentui/react-components';
import { MoneyHandRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentDetail } from '@shared/shipments';
import { useDoneToast } from '@/components/resource/use-done-toast';
import { RefundDialog } from './RefundDialog';

/** The refund form's way in, offered only when the server says the caller may ask for one (`can.refund`). */
export function RefundButton({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const [open, setOpen] = useState(false);
  const done = useDoneToast();
  if (!shipment.can.refund) return null;
  return (
    <>
      <Button icon={<MoneyHandRegular />} onClick={() => setOpen(true)} data-testid="refund-open">
        {t('refund.form.open')}
      </Button>
      {open ? (
        <RefundDialog
          shipment={shipment}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            done(t('refund.form.done'), t('info.title', { awb: shipment.awb }));
          }}
        />
      ) : null}
    </>
  );
}
