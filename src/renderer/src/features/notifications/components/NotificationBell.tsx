import { Button, CounterBadge, makeStyles, Popover, PopoverSurface, PopoverTrigger, Text, tokens } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@shared/routes';
import { AppLink } from '@/components/AppLink';
import { Pending } from '@/components/Pending';
import { useApi } from '@/lib/api/context';
import { notificationKeys } from '../api/keys';
import { getNotificationCount, getNotifications } from '../api/notifications';
import { useMarkViewed } from '../api/use-mark-viewed';
import { NotificationCard } from './NotificationCard';
import { useOpenNotification } from './use-open-notification';

const LATEST = { tab: 'all' as const, page: 1, size: 10 };

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  trigger: { color: '#ffffff', ':hover': { color: '#ffffff', backgroundColor: 'rgba(255,255,255,0.12)' } },
  // Over the bell's corner, as mail and messenger apps show it.
  badge: { position: 'absolute', top: '-2px', right: '-4px', pointerEvents: 'none' },
  surface: { padding: tokens.spacingVerticalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '70vh', overflowY: 'auto' },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { color: tokens.colorNeutralForeground3, width: '380px', maxWidth: '100%' },
});

/** The header's bell: the live unread count, and the latest notifications a click away. */
export default function NotificationBell() {
  const styles = useStyles();
  const { t } = useTranslation('notifications');
  const api = useApi();
  const [open, setOpen] = useState(false);
  const count = useQuery({ queryKey: notificationKeys.count(), queryFn: () => getNotificationCount(api) });
  const latest = useQuery({ queryKey: notificationKeys.list(LATEST), queryFn: ({ signal }) => getNotifications(api, LATEST, signal), enabled: open });
  const markViewed = useMarkViewed();
  const openOne = useOpenNotification(() => setOpen(false));
  const unread = count.data?.all ?? 0;
  return (
    <span className={styles.wrap}>
      <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow>
        <PopoverTrigger disableButtonEnhancement>
          <Button
            appearance="transparent"
            className={styles.trigger}
            icon={<AlertRegular />}
            aria-label={unread ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
            data-testid="notification-bell"
          />
        </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('page.title')}>
        <div className={styles.head}>
          <Text weight="semibold">{t('page.title')}</Text>
          {/* Offered only when something is unread: a disabled action was grey text nobody could read. */}
          {unread ? (
            <Button size="small" appearance="subtle" disabled={markViewed.isPending} onClick={() => markViewed.mutate({ strategy: 'all' })}>
              {t('page.markAllRead')}
            </Button>
          ) : null}
        </div>
        {latest.isPending ? (
          <Pending size="small" />
        ) : latest.data?.items.length ? (
          latest.data.items.map((item) => <NotificationCard key={item.id} notification={item} onOpen={openOne} />)
        ) : (
          <Text className={styles.empty}>{t('page.empty')}</Text>
        )}
          <span onClick={() => setOpen(false)}>
            <AppLink to={routePath('notifications')}>{t('bell.all')}</AppLink>
          </span>
        </PopoverSurface>
      </Popover>
      {unread ? <CounterBadge className={styles.badge} count={unread} overflowCount={99} size="small" color="danger" data-testid="notification-count" /> : null}
    </span>
  );
}
