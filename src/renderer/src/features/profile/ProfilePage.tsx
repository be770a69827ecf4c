import { makeStyles, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFreshCurrentUser } from './api/use-fresh-current-user';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { userAtom } from '@/lib/state';
import { AccessTab } from './components/AccessTab';
import { AirlinesTab } from './components/AirlinesTab';
import { PasswordSection } from './components/PasswordSection';
import { PushOptIn } from './components/PushOptIn';
import { Surface } from '@/components/Surface';

const useStyles = makeStyles({
  page: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  card: { padding: tokens.spacingHorizontalXL },
});

const TABS = ['access', 'airlines'] as const;
type ProfileTab = (typeof TABS)[number];

/**
 * Profile (section 2): tabs Access and Airlines (the tab is in the URL so Back returns to it), the
 * password (ours) and the push opt-in.
 */
export default function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation('profile');
  useFreshCurrentUser();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const query = useRouteQuery();
  const tab: ProfileTab = TABS.find((name) => name === query.tab) ?? 'access';
  // The guard lets only signed-in users here; a session ending meanwhile leads away from this page.
  if (!user) return null;
  return (
    <div className={styles.page}>
      <Title2 as="h1">{t('title')}</Title2>
      <TabList
        selectedValue={tab}
        onTabSelect={(_, data) => void navigate({ search: `?${stringifyRouteQuery({ ...query, tab: data.value as string })}` }, { replace: true })}
      >
        <Tab value="access">{t('tabs.access')}</Tab>
        <Tab value="airlines">{t('tabs.airlines')}</Tab>
      </TabList>
      <Surface className={styles.card}>{tab === 'access' ? <AccessTab user={user} /> : <AirlinesTab user={user} />}</Surface>
      <Surface className={styles.card}>
        <PasswordSection />
      </Surface>
      <Surface className={styles.card}>
        <PushOptIn />
      </Surface>
    </div>
  );
}
