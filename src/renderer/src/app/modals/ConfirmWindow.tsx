import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { confirmRequestAtom, type ConfirmRequest } from '@/lib/state';

const useStyles = makeStyles({ surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))` } });

/** The confirm window of section 2; `useConfirm()` opens it and hears the answer. */
export default function ConfirmWindow() {
  const styles = useStyles();
  const { t } = useTranslation();
  const request = useAtomValue(confirmRequestAtom);
  // The texts stay while the window closes.
  const shown = useRef<ConfirmRequest | null>(null);
  if (request) shown.current = request;
  const current = request ?? shown.current;
  return (
    <Dialog open={request !== null} modalType="alert" onOpenChange={(_, data) => !data.open && request?.resolve(false)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{current?.title}</DialogTitle>
          <DialogContent>{current?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => request?.resolve(false)}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => request?.resolve(true)}>
              {current?.confirmLabel ?? t('actions.ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
