import type { i18n } from 'i18next';
import { createStore } from 'jotai';
import { routePath } from '@shared/routes';
import { isApiError } from '@/lib/api/api-error';
import { getCurrentUser, sessionProblemAtom } from '@/lib/current-user';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { watchPreloadErrors } from '@/lib/chunks';
import { createI18n, initialLocale } from '@/lib/i18n';
import { clearQueries } from '@/lib/query-client';
import { resolveRuntimeConfig, type RuntimeConfig } from '@/lib/runtime';
import { baseUrlAtom, electronAtom, platformAtom, primaryRequestsAtom, themeAtom, userAtom } from '@/lib/state';
import { initialTheme } from '@/lib/theme';
import { registerServiceWorker, startUpdateChecks } from '@/lib/updates';
import { detectYandex, watchConnectivity, watchMobile } from '@/lib/watchers';
import { loginRedirect } from './guard';
import { createAppRouter, type AppRouter } from './router';

export interface AppContext {
  store: ReturnType<typeof createStore>;
  i18n: i18n;
  api: ApiClient;
  router: AppRouter;
  runtime: RuntimeConfig;
}

/** The desktop has a session when its keychain holds a token; the browser asks the server. */
async function mayHaveSession(runtime: RuntimeConfig): Promise<boolean> {
  return runtime.desktop ? (await runtime.desktop.credentials.get()) !== null : true;
}

/**
 * The app start sequence of section 4: language and theme from their cookies, the platform and
 * base URL, then (unless on /login) the current user, a failure ignored, stored before routing.
 */
export async function startApp(): Promise<AppContext> {
  const store = createStore();
  store.set(themeAtom, initialTheme());
  const [i18n, runtime] = await Promise.all([createI18n(initialLocale()), resolveRuntimeConfig()]);
  store.set(platformAtom, runtime.platform);
  store.set(baseUrlAtom, runtime.baseUrl);
  store.set(electronAtom, runtime.desktop !== null);

  let router: AppRouter | null = null;
  const api = createApiClient({
    origin: runtime.apiOrigin,
    locale: () => i18n.language,
    token: async () => (runtime.desktop ? runtime.desktop.credentials.get() : null),
    onPrimaryChange: (inFlight) => store.set(primaryRequestsAtom, inFlight),
    translate: (key) => i18n.t(key),
    checkAnswers: runtime.checkAnswers,
    // Section 8: a 401 on anything but login logs out and asks to sign in again, coming back here.
    onUnauthorized: () => {
      if (!store.get(userAtom)) return;
      store.set(userAtom, null);
      clearQueries(store);
      void runtime.desktop?.credentials.clear();
      const { pathname, search } = window.location;
      if (router && !pathname.startsWith(routePath('login'))) void router.navigate(loginRedirect(pathname + search), { replace: true });
    },
  });

  if (window.location.pathname !== routePath('login') && (await mayHaveSession(runtime))) {
    // Section 8 ignores a failed user load at start; one that is not "signed out" is still told
    // on the sign-in page it leads to, rather than passing for a sign-out.
    const user = await getCurrentUser(api, { ignoreUnauthorized: true, primary: true }).catch((error: unknown) => {
      if (isApiError(error) && error.status !== 401) store.set(sessionProblemAtom, error.message);
      return null;
    });
    store.set(userAtom, user);
  }

  router = createAppRouter({ store, platform: runtime.platform, i18n });
  watchConnectivity(store);
  watchMobile(store);
  detectYandex(store);
  watchPreloadErrors();
  startUpdateChecks(store);
  registerServiceWorker();
  return { store, i18n, api, router, runtime };
}
