import { Caption1, CounterBadge, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { messagePreview } from '@shared/chat/rules';
import { chatTitle } from '../store/names';
import type { ChatEntry } from '../store/types';
import { ChatAvatar } from './ChatAvatar';
import { formatChatTime } from './time';

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    width: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderLeft: `3px solid transparent`,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'start',
    cursor: 'pointer',
    fontFamily: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderLeftColor: tokens.colorBrandStroke1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Selected },
  },
  body: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  title: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', flexShrink: 0 },
  preview: { flexGrow: 1, minWidth: 0, color: tokens.colorNeutralForeground2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { fontStyle: 'italic', color: tokens.colorNeutralForeground3 },
});

/** A chat in the list: who it is with, their initials, the last message's preview and time, the unread count. */
export function ChatListItem(props: { entry: ChatEntry; operator: boolean; userId: number; selected: boolean; unread: number; onOpen(key: string): void }) {
  const { entry, operator, userId, selected, unread, onOpen } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('chat');
  const title = chatTitle(entry, operator);
  const last = entry.chat.lastMessage;
  let preview: string;
  let muted = false;
  if (!last) {
    preview = entry.fake ? t('list.startHint') : t('list.noMessages');
    muted = true;
  } else if (last.status === 'deleted') {
    preview = t('message.deleted');
    muted = true;
  } else {
    const text = messagePreview(last.text);
    muted = text === null;
    preview = text ?? t('list.fileOnly');
  }
  const own = last && last.createdBy.id === userId ? `${t('list.you')}: ` : '';
  return (
    <button type="button" className={mergeClasses(styles.item, selected && styles.selected)} aria-current={selected ? 'true' : undefined} onClick={() => onOpen(entry.key)}>
      <ChatAvatar name={title} />
      <span className={styles.body}>
        <span className={styles.row}>
          <Text weight={unread ? 'bold' : 'semibold'} className={styles.title}>
            {title}
          </Text>
          {last ? <Caption1 className={styles.time}>{formatChatTime(last.createdAt, i18n.language)}</Caption1> : null}
        </span>
        <span className={styles.row}>
          <Caption1 className={mergeClasses(styles.preview, muted && styles.muted)}>
            {own}
            {preview}
          </Caption1>
          {unread ? <CounterBadge count={unread} overflowCount={99} size="small" aria-label={t('list.unread', { count: unread })} /> : null}
        </span>
      </span>
    </button>
  );
}
