import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, PersonAddRegular, PersonArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeDialog } from '../hooks/use-take-dialog';
import { chatTitle } from '../store/names';
import { isTakenBy, operatorsOf } from '../store/tabs';
import type { ChatEntry } from '../store/types';
import { ChatAvatar } from './ChatAvatar';
import { MemberList } from './MemberList';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    flexWrap: 'wrap',
    rowGap: tokens.spacingVerticalS,
  },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, flexGrow: 1 },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  sub: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
  members: { flexBasis: '100%' },
});

/** Who the chat is with, its members with their roles, and taking or leaving the dialog for the airline's staff. */
export function ConversationHeader(props: { entry: ChatEntry; operator: boolean; userId: number; compact?: boolean; onBack?: () => void; actions?: ReactNode }) {
  const { entry, operator, userId, compact, onBack, actions } = props;
  const styles = useStyles();
  const { t } = useTranslation('chat');
  const dialog = useTakeDialog(entry.key);
  const title = chatTitle(entry, operator);
  const operators = operatorsOf(entry.chat);
  const taken = isTakenBy(entry.chat, userId);
  const subtitle = entry.fake
    ? t('conversation.fakeSubtitle')
    : operator
      ? operators.length
        ? t('conversation.takenBy', { names: operators.map((m) => m.name).join(', ') })
        : t('conversation.untaken')
      : entry.chat.company.iata;
  return (
    <div className={styles.header}>
      <div className={styles.who}>
        {onBack ? <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('conversation.back')} onClick={onBack} /> : null}
        <ChatAvatar name={title} size={compact ? 32 : 40} />
        <div className={styles.names}>
          <Text as="h2" className={styles.title}>
            {title}
          </Text>
          <Caption1 className={styles.sub}>{subtitle}</Caption1>
        </div>
      </div>
      <div className={styles.actions}>
        {operator && !entry.fake ? (
          taken ? (
            <Button size="small" icon={<PersonArrowLeftRegular />} disabled={dialog.busy} onClick={dialog.leave}>
              {t('conversation.leave')}
            </Button>
          ) : (
            <Button size="small" appearance="primary" icon={<PersonAddRegular />} disabled={dialog.busy} onClick={dialog.take}>
              {t('conversation.take')}
            </Button>
          )
        ) : null}
        {actions}
      </div>
      {entry.chat.members.length ? (
        <div className={styles.members}>
          <MemberList members={entry.chat.members} compact={compact} />
        </div>
      ) : null}
    </div>
  );
}
