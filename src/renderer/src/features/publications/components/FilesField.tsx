import { Button, makeStyles, MessageBar, MessageBarBody, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT } from '@shared/chat';
import { PUBLICATION_LIMITS, type PublicationAttachment } from '@shared/publications';
import { formatNumber } from '@/lib/format';
import { useUploadAttachment } from '../api/publications';
import { fileSize } from './file-size';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

/** The publication's files: each chosen file is uploaded at once and joins the list; saving the form attaches them. */
export function FilesField({ value, onChange }: { value: PublicationAttachment[]; onChange(value: PublicationAttachment[]): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('publications');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachment();
  const [progress, setProgress] = useState<number | null>(null);
  const add = async (files: FileList | null) => {
    let list = value;
    for (const file of Array.from(files ?? []).slice(0, PUBLICATION_LIMITS.attachments - value.length)) {
      setProgress(0);
      try {
        const stored = await upload.mutateAsync({ file, onProgress: setProgress });
        list = [...list, stored];
        onChange(list);
      } catch {
        // The mutation keeps its error for the message below.
        break;
      }
    }
    setProgress(null);
    if (input.current) input.current.value = '';
  };
  return (
    <div className={styles.box}>
      {value.map((file) => {
        const size = fileSize(file.size);
        return (
          <div key={file.id} className={styles.row}>
            <Text className={styles.name}>{file.name}</Text>
            <Text className={styles.muted}>{t(`units.${size.unit}`, { value: formatNumber(size.value, i18n.language, size.unit === 'b' ? 0 : 1) })}</Text>
            <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('attachments.remove', { name: file.name })} title={t('attachments.remove', { name: file.name })} onClick={() => onChange(value.filter((one) => one.id !== file.id))} />
          </div>
        );
      })}
      {progress !== null ? <ProgressBar value={progress} aria-label={t('attachments.uploading')} /> : null}
      {upload.error ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{upload.error.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div>
        <Button icon={<AttachRegular />} disabled={progress !== null || value.length >= PUBLICATION_LIMITS.attachments} onClick={() => input.current?.click()}>
          {t('attachments.add')}
        </Button>
      </div>
      <input ref={input} className={styles.hidden} type="file" multiple accept={ATTACHMENT_ACCEPT} onChange={(event) => void add(event.target.files)} data-testid="publication-file-input" />
    </div>
  );
}
