import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import { unknownErrorAtom } from '@/lib/state';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))` },
  detail: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
});

/** The unknown-error modal of section 2. */
export default function UnknownErrorModal() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [message, setMessage] = useAtom(unknownErrorAtom);
  return (
    <Dialog open={message !== null} onOpenChange={(_, data) => !data.open && setMessage(null)}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('errors:unknown')}</DialogTitle>
          <DialogContent>
            <p>{t('unknownError.text')}</p>
            {message ? <Text className={styles.detail}>{message}</Text> : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => setMessage(null)}>
              {t('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
