import { makeStyles, ProgressBar, Text } from '@fluentui/react-components';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ hidden: { display: 'none' } });

/**
 * The file input behind a dialog's "Choose file" button: hidden, named for screen readers and
 * tests, and emptied after each choice so the same file can be chosen again.
 */
export const HiddenFileInput = forwardRef<HTMLInputElement, { accept: string; label: string; onFile(file: File): void }>(function HiddenFileInput({ accept, label, onFile }, ref) {
  const styles = useStyles();
  return (
    <input
      ref={ref}
      className={styles.hidden}
      type="file"
      accept={accept}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
});

/** An upload under way: its share sent (0 to 1), then the server's work on it, told in `checking`. */
export function UploadProgress({ step, share = 0, checking }: { step: 'uploading' | 'checking'; share?: number; checking: string }) {
  const { t } = useTranslation('resources');
  const label = step === 'uploading' ? t('import.uploading', { percent: Math.round(share * 100) }) : checking;
  return (
    <>
      <ProgressBar value={step === 'uploading' ? share : undefined} aria-label={label} />
      <Text>{label}</Text>
    </>
  );
}
