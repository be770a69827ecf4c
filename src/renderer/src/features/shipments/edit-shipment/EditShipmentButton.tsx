import { Button } from '@fluentui/react-components';
import { BoxEditRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { routePath } from '@shared/routes';
import type { ShipmentDetail } from '@shared/shipments';
import { userAtom } from '@/lib/state';
import { mayEditCargo } from '../components/shipment-rights';

/** The way to section 2's edit booking, while the server would take it (the detail has no flag for it: shipment-rights.ts reads its rule). */
export function EditShipmentButton({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const user = useAtomValue(userAtom);
  const to = routePath('shipments-edit-shipment', { id: String(shipment.id) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  if (!mayEditCargo(user, shipment)) return null;
  return (
    <Button as="a" href={href} onClick={onClick} icon={<BoxEditRegular />} data-testid="edit-shipment">
      {t('editShipment.open')}
    </Button>
  );
}
