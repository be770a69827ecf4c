import { Spinner } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { PAGE_FOOT_VAR } from '@/components/page-foot';
import { FLOATING_CHAT_CLEARANCE_PX } from '@/features/chat/panel/placement';
import { userAtom } from '@/lib/state';

// What the default and block layouts both put around a page besides the header and the menu: the
// floating chat with the room it keeps under the page, and the page itself while it loads.

const FloatingChat = lazy(() => import('@/features/chat/panel/FloatingChat'));

/**
 * The floating chat of users who may chat, and the style of the box the page sits in: the button
 * covers the window's corner, so a page's last line (a list's pages, a form's last field) comes to
 * rest above it, and pages that fill the window end there (PAGE_FOOT_VAR).
 */
export function useFloatingChat(): { chat: ReactNode; pageStyle: CSSProperties } {
  const user = useAtomValue(userAtom);
  const shown = user !== null && can(user.abilities, CHAT_ABILITIES.view);
  const room = `${shown ? FLOATING_CHAT_CLEARANCE_PX : 0}px`;
  return {
    chat: shown ? (
      <Suspense fallback={null}>
        <FloatingChat />
      </Suspense>
    ) : null,
    pageStyle: { paddingBottom: room, [PAGE_FOOT_VAR]: room } as CSSProperties,
  };
}

/** The page of the route, a spinner while its screen loads. */
export function PageOutlet({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    // Named here, not through components/Pending: one file less on the way to /login.
    <Suspense fallback={<Spinner className={className} aria-label={t('shell.loading')} />}>
      <Outlet />
    </Suspense>
  );
}
