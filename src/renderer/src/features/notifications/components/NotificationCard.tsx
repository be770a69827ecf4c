import { Caption1, makeStyles, mergeClasses, Text, tokens, useId } from '@fluentui/react-components';
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
    // The title's button stretches over the card (see `open`): the whole card stays one click.
    position: 'relative',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  // A button holds only the title: the content's own links cannot sit inside a button (nested
  // controls are lost to screen readers), so they are raised above its stretched area instead.
  open: {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: tokens.borderRadiusMedium },
    ':focus-visible': { outline: 'none' },
    ':focus-visible::after': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  content: { '& a': { position: 'relative', zIndex: 1 } },
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
  const titleId = useId('notification-title');
  return (
    <article className={mergeClasses(styles.card, unread && styles.unread)} data-notification-id={notification.id} aria-labelledby={titleId}>
      <Icon className={styles[notification.level]} fontSize={20} aria-label={t(`levels.${notification.level}`)} />
      <div className={styles.body}>
        <div className={styles.head}>
          <button type="button" id={titleId} className={styles.open} onClick={() => onOpen(notification)}>
            {unread ? <span className={styles.hidden}>{`${t('card.unread')}: `}</span> : null}
            <Text weight={unread ? 'semibold' : 'regular'}>{notification.title}</Text>
          </button>
          <Caption1 className={styles.time}>{formatDateTime(notification.createdAt, i18n.language)}</Caption1>
        </div>
        <Text size={300} className={styles.content}>
          <NotificationContent notification={notification} />
        </Text>
        {/* A notification without a group (a basic publication) is shown under All only. */}
        {notification.group ? <Caption1 className={styles.time}>{t(`groups.${notification.group}`)}</Caption1> : null}
      </div>
    </article>
  );
}
