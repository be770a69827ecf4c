import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChatMultipleRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  hint: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    boxSizing: 'border-box',
  },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground4 },
});

/** The conversation side while no chat is open. */
export function ConversationHint() {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  return (
    <div className={styles.hint}>
      <ChatMultipleRegular className={styles.icon} aria-hidden />
      <Text size={400} weight="semibold">
        {t('conversation.hintTitle')}
      </Text>
      <Text>{t('conversation.hint')}</Text>
    </div>
  );
}
