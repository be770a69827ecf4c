import { Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, InfoFilled, WarningFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { Notification, NotificationLevel } from '@shared/notifications/schemas';
import { formatDateTime } from '@/lib/format';
import { NotificationContent } from './NotificationContent';

const useStyles = makeStyles({
  card: {
    width: `${LAYOUT_SIZES.notificationCardWidthPx}px`,
    maxWidth: '100%',
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '20px 1fr',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    textAlign: 'start',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  unread: { borderLeft: `3px solid ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, overflowWrap: 'anywhere' },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
  info: { color: tokens.colorBrandForeground1 },
  time: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

const ICONS: Record<NotificationLevel, typeof InfoFilled> = {
  error: DismissCircleFilled,
  success: CheckmarkCircleFilled,
  warning: WarningFilled,
  info: InfoFilled,
};

/** Section 9's 380 px card: level, title, content with its pieces, when; unread ones stand out. */
export function NotificationCard({ notification, onOpen }: { notification: Notification; onOpen(notification: Notification): void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('notifications');
  const Icon = ICONS[notification.level];
  const unread = notification.viewedAt === null;
  return (
    <div
      role="button"
      tabIndex={0}
      className={mergeClasses(styles.card, unread && styles.unread)}
      data-notification-id={notification.id}
      aria-label={unread ? `${t('card.unread')}: ${notification.title}` : notification.title}
      onClick={() => onOpen(notification)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(notification);
        }
      }}
    >
      <Icon className={styles[notification.level]} fontSize={20} aria-label={t(`levels.${notification.level}`)} />
      <div className={styles.body}>
        <div className={styles.head}>
          <Text weight={unread ? 'semibold' : 'regular'}>{notification.title}</Text>
          <Caption1 className={styles.time}>{formatDateTime(notification.createdAt, i18n.language)}</Caption1>
        </div>
        <Text size={300}>
          <NotificationContent notification={notification} />
        </Text>
        <Caption1 className={styles.time}>{t(`groups.${notification.group}`)}</Caption1>
      </div>
    </div>
  );
}
