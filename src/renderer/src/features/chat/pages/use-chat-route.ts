import { useCallback } from 'react';
import { useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import { routePath } from '@shared/routes';
import { fakeKey, isFakeKey, parseChatKey } from '../store/types';
import { chatPath, COMPANY_PARAM } from './paths';

/** The chat the chat pages show (from the path, or a placeholder's airline in the query), and opening another. */
export function useChatRoute() {
  const matches = useMatches();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const last = matches.at(-1);
  const company = params.get(COMPANY_PARAM);
  let selected: string | null = null;
  if (last?.id === 'chats-info') selected = parseChatKey(last.params.id);
  else if (last?.id === 'chats' && company) selected = fakeKey(company);
  const here = location.pathname + location.search;
  const open = useCallback(
    (key: string) => {
      const path = chatPath(key);
      if (path === here) return;
      // A placeholder that became its chat is not a page to go back to.
      void navigate(path, { replace: Boolean(selected && isFakeKey(selected) && !isFakeKey(key)) });
    },
    [navigate, here, selected],
  );
  const back = useCallback(() => void navigate(routePath('chats')), [navigate]);
  return { selected, open, back };
}
