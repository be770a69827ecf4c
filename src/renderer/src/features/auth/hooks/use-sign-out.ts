import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '@/lib/api/context';
import { clearBlockPages } from '@/lib/block-pages';
import { useConfirm } from '@/lib/confirm';
import { afterLogoutPath } from '@/lib/navigation-targets';
import { clearQueries } from '@/lib/query-client';
import { platformAtom, userAtom } from '@/lib/state';
import { logout } from '../api/logout';

/** Logout (section 2): confirmed, the session ended everywhere, then the index (cabinet) or login. */
export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const store = useStore();
  const platform = useAtomValue(platformAtom);
  const setUser = useSetAtom(userAtom);
  return useCallback(async () => {
    const confirmed = await confirm({ title: t('logout.title'), message: t('logout.question'), confirmLabel: t('logout.confirm') });
    if (!confirmed) return;
    await logout(api).catch(() => undefined);
    await window.desktop?.credentials.clear();
    setUser(null);
    clearQueries(store);
    clearBlockPages(store);
    await navigate(afterLogoutPath(platform), { replace: true });
  }, [api, confirm, navigate, platform, setUser, store, t]);
}
