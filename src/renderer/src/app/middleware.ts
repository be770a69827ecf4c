import type { Middleware } from './guard';
import { afterLoginPath } from '@/lib/navigation-targets';

/** Named route middleware (section 2); a route naming one not listed here answers 500. */
export const MIDDLEWARE: Record<string, Middleware> = {
  /** Pages for visitors only (signup): a signed-in user goes where login would take them. */
  guest: ({ user, platform }) => (user ? { kind: 'redirect', to: afterLoginPath(user, platform) } : null),
};
