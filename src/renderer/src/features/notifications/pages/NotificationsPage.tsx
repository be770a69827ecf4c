import { Button, Dropdown, makeStyles, Option, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { routePath } from '@shared/routes';
import { NOTIFICATION_GROUPS, NOTIFICATION_TABS, type NotificationGroup, type NotificationTab } from '@shared/notifications/schemas';
import { FormError } from '@/components/FormError';
import { PageFrame } from '@/components/PageFrame';
import { Pagination } from '@/components/resource/Pagination';
import { PAGE_SIZES } from '@/components/resource/use-list-query';
import { useApi } from '@/lib/api/context';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { notificationKeys } from '../api/keys';
import { getNotificationCount, getNotifications } from '../api/notifications';
import { useMarkViewed } from '../api/use-mark-viewed';
import { NotificationCard } from '../components/NotificationCard';
import { useOpenNotification } from '../components/use-open-notification';

const ALL_GROUPS = 'any';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXL} 0` },
});

const pick = <T extends string | number>(list: readonly T[], value: unknown): T | undefined => list.find((one) => String(one) === value);

/**
 * Section 2's notifications page (route notifications, parameter group): tabs All and Unread, the
 * group filter as the path's group (`/notifications/chat`), pages. The query form of older links
 * (`?group=chat`) is replaced by the path form.
 */
export default function NotificationsPage() {
  const styles = useStyles();
  const { t } = useTranslation('notifications');
  const api = useApi();
  const navigate = useNavigate();
  const params = useRouteQuery();
  const legacyGroup = pick(NOTIFICATION_GROUPS, params.group);
  const routeGroup = useParams().group;
  const tab: NotificationTab = pick(NOTIFICATION_TABS, params.tab) ?? 'all';
  // The route's validate step refused any other group (404).
  const group: NotificationGroup | undefined = pick(NOTIFICATION_GROUPS, routeGroup) ?? legacyGroup;
  const page = Math.max(1, Number(params.page) || 1);
  const size: number = pick(PAGE_SIZES, params.size) ?? PAGE_SIZES[0];
  const query = { tab, group, page, size };
  const list = useQuery({ queryKey: notificationKeys.list(query), queryFn: ({ signal }) => getNotifications(api, query, signal), placeholderData: keepPreviousData });
  const count = useQuery({ queryKey: notificationKeys.count(), queryFn: () => getNotificationCount(api) });
  const markViewed = useMarkViewed();
  const open = useOpenNotification();
  const unread = group ? (count.data?.[group] ?? 0) : (count.data?.all ?? 0);

  // The view lives in the URL (Back returns to it): the group in the path, the rest in the query;
  // null drops a parameter.
  const update = (changes: Record<string, string | null>, replace = false) => {
    const { group: nextGroup, ...rest } = { ...params, group: group ?? null, ...changes };
    const search = stringifyRouteQuery(rest);
    void navigate({ pathname: routePath('notifications', nextGroup ? { group: String(nextGroup) } : {}), search: search ? `?${search}` : '' }, { replace });
  };
  // An older link's `?group=` becomes the path's group, in place of the old address.
  useEffect(() => {
    if (params.group !== undefined) update({}, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.group]);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const last = Math.max(1, Math.ceil(total / size));
  // A page past the end (notifications read away under the Unread tab) moves to the last one.
  useEffect(() => {
    if (list.data && !list.data.items.length && page > last) update({ page: last > 1 ? String(last) : null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.data, page, last]);
  return (
    <PageFrame
      title={t('page.title')}
      // Offered only when something is unread: a disabled action was grey text nobody could read.
      actions={
        unread > 0 ? (
          <Button
            icon={<CheckmarkRegular />}
            disabled={markViewed.isPending}
            onClick={() => markViewed.mutate(group ? { strategy: 'group', subject: group } : { strategy: 'all' })}
          >
            {group ? t('page.markGroupRead') : t('page.markAllRead')}
          </Button>
        ) : null
      }
    >
      <div className={styles.bar}>
        <TabList selectedValue={tab} onTabSelect={(_, data) => update({ tab: data.value === 'all' ? null : String(data.value), page: null })}>
          {NOTIFICATION_TABS.map((one) => (
            <Tab key={one} value={one}>
              {one === 'unread' && count.data?.all ? `${t(`tabs.${one}`)} (${count.data.all})` : t(`tabs.${one}`)}
            </Tab>
          ))}
        </TabList>
        <Dropdown
          aria-label={t('page.group')}
          value={group ? t(`groups.${group}`) : t('page.allGroups')}
          selectedOptions={[group ?? ALL_GROUPS]}
          onOptionSelect={(_, data) => update({ group: data.optionValue === ALL_GROUPS ? null : (data.optionValue ?? null), page: null })}
        >
          <Option value={ALL_GROUPS}>{t('page.allGroups')}</Option>
          {NOTIFICATION_GROUPS.map((one) => (
            <Option key={one} value={one}>
              {t(`groups.${one}`)}
            </Option>
          ))}
        </Dropdown>
      </div>
      {list.error ? <FormError message={list.error.message} /> : null}
      {markViewed.error ? <FormError message={markViewed.error.message} /> : null}
      {list.isPending ? (
        <Spinner label={t('page.loading')} />
      ) : items.length ? (
        <div className={styles.list} aria-label={t('page.title')}>
          {items.map((item) => (
            <NotificationCard key={item.id} notification={item} onOpen={open} />
          ))}
        </div>
      ) : (
        <Text className={styles.empty}>{tab === 'unread' ? t('page.emptyUnread') : t('page.empty')}</Text>
      )}
      {total > 0 ? (
        <Pagination
          page={page}
          size={size}
          total={total}
          onChange={(patch) => update({ page: patch.page && patch.page > 1 ? String(patch.page) : null, ...(patch.size ? { size: String(patch.size) } : {}) })}
        />
      ) : null}
    </PageFrame>
  );
}
