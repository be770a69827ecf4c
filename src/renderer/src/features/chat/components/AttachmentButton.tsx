import { Button, makeStyles, tokens, Toast, ToastTitle } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAttachment } from '@shared/chat/schemas';
import { saveFile } from '@/components/resource/save-file';
import { useApi } from '@/lib/api/context';
import { useAppToast } from '@/lib/toaster';
import { downloadAttachment } from '../api/messages';
import { formatFileSize } from './time';

const useStyles = makeStyles({
  button: { maxWidth: '100%', justifyContent: 'flex-start', minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  size: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

/** A file of a message: downloaded as a blob and saved under its name; one not yet sent is only shown. */
export function AttachmentButton({ attachment }: { attachment: ChatAttachment }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('chat');
  const api = useApi();
  const { dispatchToast } = useAppToast();
  const [busy, setBusy] = useState(false);
  const sent = attachment.id > 0;
  const size = formatFileSize(attachment.size, i18n.language);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadAttachment(api, attachment.id), attachment.name);
    } catch (error) {
      dispatchToast(
        <Toast>
          <ToastTitle>{t('message.downloadFailed', { name: attachment.name, reason: (error as Error).message })}</ToastTitle>
        </Toast>,
        { intent: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      className={styles.button}
      size="small"
      appearance="outline"
      icon={<ArrowDownloadRegular />}
      disabled={!sent || busy}
      onClick={() => void download()}
      // The name holds all the button shows (the file and its size), so it can be said to it.
      aria-label={t('message.download', { name: attachment.name, size })}
    >
      <span className={styles.name}>{attachment.name}</span>{' '}
      <span className={styles.size}>{size}</span>
    </Button>
  );
}
