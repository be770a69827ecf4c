import { Button, makeStyles, Toast, ToastBody, ToastTitle, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular, BoxCheckmarkRegular, CheckmarkRegular, DocumentCheckmarkRegular, EditRegular } from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { routePath } from '@shared/routes';
import type { AwbAction, ShipmentDetail } from '@shared/shipments';
import { useAppToast } from '@/lib/toaster';
import { EditShipmentButton } from '../edit-shipment/EditShipmentButton';
import { RefundButton } from '../refund/RefundButton';
import { AcceptDialog } from './AcceptDialog';
import { CommentDialog } from './CommentDialog';
import { IssueDialog } from './IssueDialog';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

const ICONS: Record<AwbAction, ReactElement> = {
  issue: <DocumentCheckmarkRegular />,
  confirm: <CheckmarkRegular />,
  undoConfirm: <ArrowUndoRegular />,
  accept: <BoxCheckmarkRegular />,
  unaccept: <ArrowUndoRegular />,
};

/** The AWB's lifecycle actions go forward (primary); taking something back is secondary. */
const FORWARD: ReadonlySet<AwbAction> = new Set(['issue', 'confirm', 'accept']);

function EditAwbButton({ shipment }: { shipment: ShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const to = routePath('shipments-edit-awb', { id: String(shipment.id) });
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} onClick={onClick} icon={<EditRegular />} data-testid="edit-awb">
      {t('actions.edit')}
    </Button>
  );
}

/**
 * What the caller may do with the shipment now, exactly as the server says (`can`): edit the AWB,
 * and each lifecycle action its status and the caller's rights allow, each through its dialog; edit
 * the booked cargo (`can.editCargo`) and ask for a refund (`can.refund`).
 * After an action the page shows the server's answer and a toast says it is done. `print` is the
 * print menu (airline blank, A4, neutral blank), offered to anybody who reads the shipment.
 */
export function ShipmentActions({ shipment, print }: { shipment: ShipmentDetail; print?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation('shipments');
  const [open, setOpen] = useState<AwbAction | null>(null);
  const { dispatchToast } = useAppToast();
  const close = () => setOpen(null);
  const done = (action: AwbAction) => () => {
    setOpen(null);
    dispatchToast(
      <Toast>
        <ToastTitle>{t(`actions.${action}.done`)}</ToastTitle>
        <ToastBody>{t('info.title', { awb: shipment.awb })}</ToastBody>
      </Toast>,
      { intent: 'success', timeout: 4000 },
    );
  };
  const { actions, edit } = shipment.can;
  if (!edit && !actions.length && !print && !shipment.can.refund && !shipment.can.editCargo) return null;
  return (
    <div className={styles.bar} role="group" aria-label={t('actions.label')}>
      {actions.map((action) => (
        <Button key={action} appearance={FORWARD.has(action) ? 'primary' : 'secondary'} icon={ICONS[action]} onClick={() => setOpen(action)} data-testid={`awb-${action}`}>
          {t(`actions.${action}.open`)}
        </Button>
      ))}
      {edit ? <EditAwbButton shipment={shipment} /> : null}
      <EditShipmentButton shipment={shipment} />
      <RefundButton shipment={shipment} />
      {print}
      {open === 'issue' ? <IssueDialog shipment={shipment} onClose={close} onDone={done('issue')} /> : null}
      {open === 'accept' ? <AcceptDialog shipment={shipment} onClose={close} onDone={done('accept')} /> : null}
      {open === 'confirm' || open === 'undoConfirm' || open === 'unaccept' ? <CommentDialog shipment={shipment} action={open} onClose={close} onDone={done(open)} /> : null}
    </div>
  );
}
