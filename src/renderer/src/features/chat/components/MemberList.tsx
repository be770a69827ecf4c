import { Caption1, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChatMember } from '@shared/chat/schemas';
import { ChatAvatar } from './ChatAvatar';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none', rowGap: tokens.spacingVerticalXS },
  compact: { gap: tokens.spacingHorizontalXXS },
  member: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: tokens.lineHeightBase200 },
  name: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '180px' },
  role: { color: tokens.colorNeutralForeground3 },
});

/** The chat's members (section 3: roles creator, author, airline), each with their company's initials. */
export function MemberList({ members, compact }: { members: ChatMember[]; compact?: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation('chat');
  if (!members.length) return null;
  return (
    <ul className={mergeClasses(styles.list, compact && styles.compact)} aria-label={t('conversation.members')}>
      {members.map((member) => {
        const label = `${member.name} (${member.contractorName}), ${t(`roles.${member.role}`)}`;
        return (
          <li key={`${member.userId}:${member.role}`} className={styles.member} aria-label={label}>
            {compact ? (
              <Tooltip content={label} relationship="description">
                <span tabIndex={0}>
                  <ChatAvatar name={member.contractorName} size={24} />
                </span>
              </Tooltip>
            ) : (
              <>
                <ChatAvatar name={member.contractorName} size={24} />
                <span className={styles.text}>
                  <Text size={200} className={styles.name}>
                    {member.name}
                  </Text>
                  <Caption1 className={styles.role}>{t(`roles.${member.role}`)}</Caption1>
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
