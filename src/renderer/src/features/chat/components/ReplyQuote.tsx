import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@shared/chat/schemas';

const useStyles = makeStyles({
  quote: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'start',
    border: 'none',
    fontFamily: 'inherit',
  },
  button: { cursor: 'pointer', ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover } },
  author: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  text: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { fontStyle: 'italic' },
});

/** The message answered, shown above the answer and above the composer: its author and a preview. */
export function ReplyQuote({ replyTo, onOpen }: { replyTo: NonNullable<ChatMessage['replyTo']>; onOpen?: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const text = replyTo.deleted ? t('message.deleted') : replyTo.text || (replyTo.attachments ? t('list.fileOnly') : '');
  const body = (
    <>
      <span className={styles.author}>{replyTo.createdBy}</span>
      {/* Two lines on screen, two words in the text: the name read out ends before the preview. */}{' '}
      <span className={mergeClasses(styles.text, (replyTo.deleted || !replyTo.text) && styles.muted)}>{text}</span>
    </>
  );
  return onOpen ? (
    <button type="button" className={mergeClasses(styles.quote, styles.button)} onClick={onOpen} aria-label={t('message.quote', { name: replyTo.createdBy, text })}>
      {body}
    </button>
  ) : (
    <span className={styles.quote} aria-label={t('message.quote', { name: replyTo.createdBy, text })} role="note">
      {body}
    </span>
  );
}
