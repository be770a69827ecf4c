import { Button } from '@fluentui/react-components';
import { BoxEditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { routePath } from '@shared/routes';
import type { ShipmentDetail } from '@shared/shipments';

/** The way to section 2's edit booking, while the server's `can` allows it. */
export function EditShipmentButton({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const to = routePath('shipments-edit-shipment', { id: String(shipment.id) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  if (!shipment.can.editCargo) return null;
  return (
    <Button as="a" href={href} onClick={onClick} icon={<BoxEditRegular />} data-testid="edit-shipment">
      {t('editShipment.open')}
    </Button>
  );
}
