import { Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { isChatId } from '@shared/chat/rules';
import type { LocalMessage } from '../store/types';
import { AttachmentButton } from './AttachmentButton';
import { MessageActions } from './MessageActions';
import { MessageStatus } from './MessageStatus';
import { MessageText } from './MessageText';
import { ReplyQuote } from './ReplyQuote';
import { formatChatTime, formatFullTime } from './time';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS, padding: `${tokens.spacingVerticalXXS} 0` },
  own: { flexDirection: 'row-reverse' },
  bubble: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxWidth: 'min(75%, 640px)',
    minWidth: '120px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  ownBubble: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke2}` },
  failed: { border: `1px solid ${tokens.colorPaletteRedBorder2}` },
  head: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  author: { color: tokens.colorBrandForeground1 },
  company: { color: tokens.colorNeutralForeground3 },
  deleted: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
  files: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  foot: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
  actions: { flexShrink: 0, opacity: 0.7, ':hover': { opacity: 1 }, ':focus-visible': { opacity: 1 } },
});

export interface MessageHandlers {
  onReply(message: LocalMessage): void;
  onCopy(message: LocalMessage): void;
  onDelete(message: LocalMessage): void;
  onResend(message: LocalMessage): void;
  onOpenQuote(messageId: number): void;
}

/** One message: its author and time, the message it answers, its text (collapsed when long) and files, its state. */
export const MessageBubble = memo(function MessageBubble({ message, own, read, handlers }: { message: LocalMessage; own: boolean; read: boolean; handlers: MessageHandlers }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('chat');
  const deleted = message.status === 'deleted';
  const confirmed = isChatId(message.id) && (message.status === 'active' || deleted);
  const author = own ? t('message.you') : message.createdBy.name;
  return (
    <li className={mergeClasses(styles.row, own && styles.own)} data-message-id={message.id || undefined} aria-label={`${author}, ${formatFullTime(message.createdAt, i18n.language)}`}>
      <div className={mergeClasses(styles.bubble, own && styles.ownBubble, message.status === 'error' && styles.failed)}>
        <div className={styles.head}>
          <Text size={200} weight="semibold" className={styles.author}>
            {author}
          </Text>
          {!own && message.createdBy.contractorName && message.createdBy.contractorName !== message.createdBy.name ? (
            <Caption1 className={styles.company}>{message.createdBy.contractorName}</Caption1>
          ) : null}
        </div>
        {message.replyTo && !deleted ? <ReplyQuote replyTo={message.replyTo} onOpen={() => handlers.onOpenQuote(message.replyTo!.id)} /> : null}
        {deleted ? (
          <Text className={styles.deleted}>{t('message.deleted')}</Text>
        ) : (
          <>
            {message.text ? <MessageText text={message.text} /> : null}
            {message.attachments.length ? (
              <div className={styles.files}>
                {message.attachments.map((file) => (
                  <AttachmentButton key={file.id} attachment={file} />
                ))}
              </div>
            ) : null}
          </>
        )}
        <div className={styles.foot}>
          <Caption1 title={formatFullTime(message.createdAt, i18n.language)}>{formatChatTime(message.createdAt, i18n.language)}</Caption1>
          {own ? <MessageStatus message={message} read={read} onResend={() => handlers.onResend(message)} /> : null}
        </div>
      </div>
      {confirmed && !deleted ? (
        <MessageActions
          className={styles.actions}
          canReply
          canCopy={Boolean(message.text)}
          canDelete={own}
          onReply={() => handlers.onReply(message)}
          onCopy={() => handlers.onCopy(message)}
          onDelete={() => handlers.onDelete(message)}
        />
      ) : null}
    </li>
  );
});
