import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pending } from '@/components/Pending';
import type { ChatEntry } from '../store/types';
import { MessageBubble, type MessageHandlers } from './MessageBubble';

const useStyles = makeStyles({
  scroller: { flexGrow: 1, minHeight: 0, overflowY: 'auto', padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`, display: 'flex', flexDirection: 'column' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, marginTop: 'auto' },
  earlier: { alignSelf: 'center', marginBottom: tokens.spacingVerticalS },
  empty: { margin: 'auto', color: tokens.colorNeutralForeground3, textAlign: 'center', padding: tokens.spacingVerticalXL, maxWidth: '360px' },
});

/** Scrolled to the top, this close to it, the next older page loads. */
const TOP_PX = 80;
/** Within this of the bottom, the conversation follows new messages. */
const BOTTOM_PX = 80;

/**
 * The conversation's messages, oldest first: it opens at the newest, follows new ones while the
 * user is at the bottom, and loads 30 older ones at the top, keeping the user's place.
 */
export function MessageList({ entry, userId, loadingOlder, onLoadOlder, handlers }: { entry: ChatEntry; userId: number; loadingOlder: boolean; onLoadOlder(): void; handlers: MessageHandlers }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  /** The scroll height and position before older messages were added above. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const { messages } = entry;
  const first = messages[0];
  const last = messages.at(-1);
  const firstKey = first ? (first.localId ?? first.id) : null;
  const lastKey = last ? `${last.localId ?? last.id}:${last.status}` : null;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !anchor.current) return;
    el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
    anchor.current = null;
  }, [firstKey]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (atBottom.current || last?.createdBy.id === userId) el.scrollTop = el.scrollHeight;
  }, [lastKey, last?.createdBy.id, userId]);

  // The composer growing (a reply, files, more lines) narrows the list: the user at the bottom stays there.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || loadingOlder || !entry.more) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_PX;
    if (el.scrollTop < TOP_PX) loadOlder();
  };

  const othersRead = Math.max(0, ...Object.entries(entry.chat.readBy).flatMap(([reader, mark]) => (reader === String(userId) ? [] : [mark])));

  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll}>
      {entry.more ? (
        <Button className={styles.earlier} size="small" appearance="subtle" disabled={loadingOlder} onClick={loadOlder}>
          {loadingOlder ? <Pending size="extra-tiny" /> : t('conversation.earlier')}
        </Button>
      ) : null}
      {messages.length ? (
        <ul className={styles.list} aria-label={t('conversation.messages')} aria-live="polite" aria-relevant="additions">
          {messages.map((message) => (
            <MessageBubble
              key={message.localId ?? message.id}
              message={message}
              own={message.createdBy.id === userId}
              read={message.id > 0 && message.id <= othersRead}
              handlers={handlers}
            />
          ))}
        </ul>
      ) : (
        <Text className={styles.empty}>{entry.fake ? t('conversation.fakeHint') : t('conversation.empty')}</Text>
      )}
    </div>
  );
}
