import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router';
import { confirmRequestAtom, primaryRequestsAtom, unknownErrorAtom, userAtom } from '@/lib/state';
import { useLatch } from '@/lib/use-latch';
import { availableBuildAtom, dismissedBuildAtom } from '@/lib/updates';
import { menuRouteOf } from './menu';
import type { RouteHandle } from './router';
import { LoadingBar } from './shell/LoadingBar';
import { OfflineIndicator } from './shell/OfflineIndicator';
import { useUnknownErrorReports } from './shell/use-unknown-error-reports';
import { usePrefetchOnIntent } from './use-prefetch-on-intent';

// Dialogs load only when one opens: the landing and login pages do not carry them.
const UnknownErrorModal = lazy(() => import('./modals/UnknownErrorModal'));
const ConfirmWindow = lazy(() => import('./modals/ConfirmWindow'));
const UpdatePrompt = lazy(() => import('./shell/UpdatePrompt'));
// Live events, their handlers and the toaster: only a signed-in user loads them.
const LiveServices = lazy(() => import('./live/LiveServices'));

function useDocumentTitle(): void {
  const { t } = useTranslation('menu');
  const matches = useMatches();
  const route = (matches.at(-1)?.handle as RouteHandle | undefined)?.route;
  useEffect(() => {
    const brand = t('common:brand.name');
    const page = route && route.name !== 'index' ? t(`items.${menuRouteOf(route.name)}`, { defaultValue: '' }) : '';
    document.title = page ? `${page} · ${brand}` : brand;
  }, [route, t]);
}

/** Everything every page has: loading bar, offline indicator, scroll restoration, global dialogs. */
export function RootShell() {
  const navigation = useNavigation();
  const primaryRequests = useAtomValue(primaryRequestsAtom);
  const unknownError = useAtomValue(unknownErrorAtom);
  const confirmRequest = useAtomValue(confirmRequestAtom);
  const availableBuild = useAtomValue(availableBuildAtom);
  const dismissedBuild = useAtomValue(dismissedBuildAtom);
  const user = useAtomValue(userAtom);
  // Dialogs load on first use and then stay mounted: closing one must go through its own close,
  // which gives the page behind it back to keyboards and screen readers.
  const unknownErrorLoaded = useLatch(unknownError !== null);
  const confirmLoaded = useLatch(confirmRequest !== null);
  useDocumentTitle();
  useUnknownErrorReports();
  usePrefetchOnIntent();
  return (
    <>
      <LoadingBar active={navigation.state !== 'idle' || primaryRequests > 0} />
      <OfflineIndicator />
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        {unknownErrorLoaded ? <UnknownErrorModal /> : null}
        {confirmLoaded ? <ConfirmWindow /> : null}
        {availableBuild !== null && availableBuild !== dismissedBuild ? <UpdatePrompt /> : null}
      </Suspense>
      {/* A boundary of its own: a dialog's code arriving must not hide the toasts on screen. */}
      <Suspense fallback={null}>{user ? <LiveServices key={user.id} user={user} /> : null}</Suspense>
    </>
  );
}
