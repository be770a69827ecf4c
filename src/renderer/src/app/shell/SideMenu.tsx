import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { mobileAtom, userAtom } from '@/lib/state';

// Only signed-in users have a menu: visitors of the landing and login pages do not load it.
const NavMenu = lazy(() => import('./NavMenu'));

/**
 * The side menu every layout shows a signed-in user, and the header's toggle for it (undefined for
 * visitors). Crossing the breakpoint, the inline menu opens on wide screens and the overlay starts
 * closed.
 */
export function useSideMenu(navClassName: string): { menu: ReactNode; toggle: (() => void) | undefined } {
  const user = useAtomValue(userAtom);
  const mobile = useAtomValue(mobileAtom);
  const [open, setOpen] = useState(!mobile);
  useEffect(() => setOpen(!mobile), [mobile]);
  if (!user) return { menu: null, toggle: undefined };
  return {
    toggle: () => setOpen((now) => !now),
    menu: (
      <div className={mobile ? undefined : navClassName}>
        <Suspense fallback={null}>
          <NavMenu open={open} overlay={mobile} onClose={() => setOpen(false)} />
        </Suspense>
      </div>
    ),
  };
}
