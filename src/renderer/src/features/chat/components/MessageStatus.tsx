import { Button, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular, CheckmarkRegular, ErrorCircleRegular, EyeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../store/types';

const useStyles = makeStyles({
  status: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, color: tokens.colorNeutralForeground3 },
  read: { color: tokens.colorBrandForeground1 },
  error: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteRedForeground1, flexWrap: 'wrap' },
});

/** Section 4's states of one's own message: sending, not sent (with Resend), sent, read (read marks). */
export function MessageStatus({ message, read, onResend }: { message: LocalMessage; read: boolean; onResend(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  if (message.status === 'pending') {
    return (
      <span className={styles.status} role="img" aria-label={t('message.pending')} title={t('message.pending')}>
        <Spinner size="extra-tiny" aria-hidden />
      </span>
    );
  }
  if (message.status === 'error') {
    return (
      <span className={styles.error}>
        <ErrorCircleRegular aria-hidden />
        <Caption1 title={message.error}>{t('message.failed')}</Caption1>
        <Button size="small" appearance="transparent" icon={<ArrowClockwiseRegular />} onClick={onResend}>
          {t('message.resend')}
        </Button>
      </span>
    );
  }
  if (message.status === 'deleted') return null;
  const label = read ? t('message.read') : t('message.sent');
  return (
    <span className={read ? `${styles.status} ${styles.read}` : styles.status} role="img" aria-label={label} title={label}>
      {read ? <EyeRegular aria-hidden /> : <CheckmarkRegular aria-hidden />}
    </span>
  );
}
