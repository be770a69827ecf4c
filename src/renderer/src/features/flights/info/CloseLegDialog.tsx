import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { FlightLegInfo } from '@shared/flights';
import { Pending } from '@/components/Pending';
import { useSendFlightTelegram } from '../api/send-flight-telegram';
import { useSetLegClosing } from '../api/set-leg-closing';
import { routeName } from '../components/flight-text';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '520px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * Closing a leg (its final load), offering to send its FBL to the station as section 2 asks: the
 * box starts ticked, as closing a flight is when the booking list goes out.
 */
export function CloseLegDialog({ leg, onClose, onFailure }: { leg: FlightLegInfo; onClose(): void; onFailure(error: unknown): void }) {
  const styles = useStyles();
  const { t } = useTranslation('flights');
  const closing = useSetLegClosing();
  const send = useSendFlightTelegram();
  const [withFbl, setWithFbl] = useState(true);
  const busy = closing.isPending || send.isPending;
  const confirm = async () => {
    try {
      await closing.mutateAsync({ legId: leg.id, closed: true });
    } catch (error) {
      onFailure(error);
      return;
    }
    // The leg stays closed when the FBL does not go: the toast says why, and the FBL tab sends it again.
    if (withFbl) await send.mutateAsync({ legId: leg.id, type: 'FBL' }).catch((error: unknown) => onFailure(new Error(`${t('telegrams.fblSendError')}: ${error instanceof Error ? error.message : String(error)}`)));
    onClose();
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (!data.open && !busy ? onClose() : undefined)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('closing.confirmTitle', { route: routeName(leg) })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('closing.confirmText')}</Text>
            <Checkbox checked={withFbl} onChange={(_, data) => setWithFbl(data.checked === true)} label={t('closing.sendFbl')} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} icon={busy ? <Pending size="tiny" /> : undefined} onClick={() => void confirm()}>
              {t('closing.closeAction')}
            </Button>
            <Button disabled={busy} onClick={onClose}>
              {t('closing.cancel')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
