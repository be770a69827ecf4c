import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { useTracking } from '../api/get-tracking';
import { awbSearchOf, useAskedAwb } from './awb-query';

// The result's table comes with the first result: visitors who only read the page do not load it.
const TrackingResult = lazy(() => import('./TrackingResult').then((module) => ({ default: module.TrackingResult })));

/**
 * The answer to the AWB asked in the URL: its route and movements, 'AWB not found', or nothing,
 * which is also the answer to a number the field refuses: no earlier answer stays below it.
 */
export function AwbTracking() {
  const { t } = useTranslation('shipments');
  const asked = useAskedAwb();
  const tracking = useTracking(asked === null ? null : awbSearchOf(asked).awb);
  if (tracking.isFetching) return <Spinner size="small" label={t('search.searching')} />;
  if (isApiError(tracking.error) && tracking.error.status === 404) {
    return (
      <MessageBar intent="warning" role="status">
        <MessageBarBody>{t('errors:awbNotFound')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (tracking.error) {
    return (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{tracking.error.message}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!tracking.data) return null;
  return (
    // Named here, not through components/Pending: the landing page loads no module more.
    <Suspense fallback={<Spinner size="small" aria-label={t('common:shell.loading')} />}>
      <TrackingResult tracking={tracking.data} />
    </Suspense>
  );
}
