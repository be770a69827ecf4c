import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@shared/abilities';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { FormError } from '@/components/FormError';
import { PageFrame } from '@/components/PageFrame';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import { getDashboard, localDay } from '../api/get-dashboard';
import { dashboardKeys } from '../api/keys';
import { AwbSearch } from '../components/AwbSearch';
import { BlockCard } from '../components/BlockCard';

/** Live events refresh it (use-dashboard-events); this is only the fallback for what has no event. */
const REFETCH_MS = 5 * 60_000;

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
});

/** The dashboard of the Profile group: the blocks the server decided are the caller's, in a responsive grid. */
export default function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation('dashboard');
  const api = useApi();
  const user = useAtomValue(userAtom);
  const today = useMemo(() => localDay(), []);
  const dashboard = useQuery({ queryKey: dashboardKeys.view(today), queryFn: ({ signal }) => getDashboard(api, today, signal), refetchInterval: REFETCH_MS });
  const searches = can(user?.abilities, SHIPMENT_ABILITIES.view);
  return (
    <PageFrame title={t('title')} actions={searches ? <AwbSearch /> : undefined}>
      {dashboard.isPending ? <Spinner label={t('loading')} /> : null}
      {dashboard.error ? <FormError message={dashboard.error.message} /> : null}
      {dashboard.data ? (
        dashboard.data.blocks.length ? (
          <div className={styles.grid}>
            {dashboard.data.blocks.map((block) => (
              <BlockCard key={block.kind} block={block} />
            ))}
          </div>
        ) : (
          <p>{t('empty')}</p>
        )
      ) : null}
    </PageFrame>
  );
}
