import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChatMember } from '@shared/chat/schemas';

const useStyles = makeStyles({
  line: { minHeight: '20px', padding: `0 ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Who is typing now (section 4: the flag clears after 6 s or with their message). */
export function TypingIndicator({ typing }: { typing: Record<string, ChatMember> }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const names = Object.values(typing).map((member) => member.name);
  const text = names.length === 0 ? '' : names.length === 1 ? t('typing.one', { name: names[0] }) : t('typing.several', { names: names.join(', ') });
  return (
    <div className={styles.line} role="status" aria-live="polite">
      {text ? <Caption1>{text}</Caption1> : null}
    </div>
  );
}
