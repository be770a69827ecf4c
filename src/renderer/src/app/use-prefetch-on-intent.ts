import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoute } from '@shared/routes';
import { prefetchAllowed } from '@/lib/prefetch';
import { platformAtom } from '@/lib/state';
import { SCREENS } from './screens';

/**
 * Pointing at or focusing a link inside the app fetches that page's screen and texts ahead of the
 * click, unless the connection is 2g or saves data (section 1). One listener serves every link.
 */
export function usePrefetchOnIntent(): void {
  const platform = useAtomValue(platformAtom);
  const { i18n } = useTranslation();
  useEffect(() => {
    const fetched = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      const name = matchRoute(link.pathname, platform)?.route.name;
      const screen = name ? SCREENS[name] : undefined;
      if (!name || !screen || fetched.has(name) || !prefetchAllowed()) return;
      fetched.add(name);
      Promise.all([screen.load(), i18n.loadNamespaces([...screen.namespaces])]).catch(() => fetched.delete(name));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [platform, i18n]);
}
