import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, mergeClasses, Textarea, tokens } from '@fluentui/react-components';
import { AttachRegular, DismissRegular, SendRegular } from '@fluentui/react-icons';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTACHMENT_ACCEPT, CHAT_LIMITS } from '@shared/chat/constants';
import { formatNumber } from '@/lib/format';
import { useDraft } from '../hooks/use-draft';
import { useSend } from '../hooks/use-send';
import { useWritingAnnouncer } from '../hooks/use-writing';
import { checkFiles } from '../store/files';
import type { ChatEntry } from '../store/types';
import { ComposerFiles } from './ComposerFiles';
import { ReplyQuote } from './ReplyQuote';

const MAX_HEIGHT_PX = 100;
/** The counter shows from 90 % of the 10,000-character cap. */
const COUNTER_FROM = Math.floor(CHAT_LIMITS.maxTextLength * 0.9);

const useStyles = makeStyles({
  composer: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalM}`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  reply: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  replyQuote: { flexGrow: 1, minWidth: 0, display: 'flex' },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalXS },
  field: { flexGrow: 1, minWidth: 0 },
  // Section 9: the textarea grows with the text up to 100 px, then scrolls.
  textarea: { maxHeight: `${MAX_HEIGHT_PX}px`, overflowY: 'auto', resize: 'none', minHeight: '32px' },
  counter: { alignSelf: 'flex-end', color: tokens.colorNeutralForeground3 },
  full: { color: tokens.colorPaletteRedForeground1 },
  hidden: { display: 'none' },
});

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; up to 10,000 characters; files
 * checked before sending and shown as chips; the message answered above. Typing tells the others.
 */
export function Composer(props: { entry: ChatEntry; inputRef: RefObject<HTMLTextAreaElement | null>; canSend: boolean; onSent(key: string): void }) {
  const { entry, inputRef, canSend, onSent } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation('chat');
  const { draft, update, clear } = useDraft(entry.key);
  const { send } = useSend();
  const announce = useWritingAnnouncer(entry.chat.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const length = draft.text.length;
  // While the airline does not accept messages, what is written stays here until it does.
  const ready = canSend && (draft.text.trim().length > 0 || draft.files.length > 0);

  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [draft.text, inputRef]);

  const submit = () => {
    if (!ready) return;
    const sending = draft;
    clear();
    setProblems([]);
    void send(entry.key, sending).then((outcome) => {
      if (outcome.ok) onSent(outcome.key);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const addFiles = (list: FileList | null) => {
    const { files, problems: found } = checkFiles(draft.files, [...(list ?? [])]);
    update({ files });
    setProblems(found.map((p) => t(p.key, p.params)));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className={styles.composer}>
      {draft.replyTo ? (
        <div className={styles.reply}>
          <span className={styles.replyQuote}>
            <ReplyQuote
              replyTo={{ id: draft.replyTo.id, text: draft.replyTo.text, createdBy: draft.replyTo.createdBy.name, deleted: false, attachments: draft.replyTo.attachments.length }}
            />
          </span>
          <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={t('composer.cancelReply')} onClick={() => update({ replyTo: null })} />
        </div>
      ) : null}
      {problems.length ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problems.join('; ')}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ComposerFiles files={draft.files} onRemove={(index) => update({ files: draft.files.filter((_, i) => i !== index) })} />
      <div className={styles.row}>
        <input ref={fileInput} className={styles.hidden} type="file" multiple accept={ATTACHMENT_ACCEPT} onChange={(event) => addFiles(event.target.files)} data-testid="chat-file-input" />
        <Button appearance="subtle" icon={<AttachRegular />} aria-label={t('composer.attach')} onClick={() => fileInput.current?.click()} />
        <Textarea
          ref={inputRef}
          className={styles.field}
          textarea={{ className: styles.textarea }}
          resize="none"
          rows={1}
          value={draft.text}
          maxLength={CHAT_LIMITS.maxTextLength}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          onChange={(_, data) => {
            update({ text: data.value.slice(0, CHAT_LIMITS.maxTextLength) });
            if (data.value.trim()) announce();
          }}
          onKeyDown={onKeyDown}
        />
        <Button appearance="primary" icon={<SendRegular />} aria-label={t('composer.send')} disabled={!ready} onClick={submit} />
      </div>
      {length >= COUNTER_FROM ? (
        <Caption1 className={mergeClasses(styles.counter, length >= CHAT_LIMITS.maxTextLength && styles.full)} aria-live="polite">
          {t('composer.counter', { count: formatNumber(length, i18n.language), max: formatNumber(CHAT_LIMITS.maxTextLength, i18n.language) })}
        </Caption1>
      ) : null}
    </div>
  );
}
