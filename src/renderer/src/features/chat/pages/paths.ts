import { routePath } from '@shared/routes';
import { fakeMarker } from '../store/types';

// Where a chat opens on the chat pages: /chats/{id}, or /chats?company={marker} for a placeholder
// (it has no id until its first message creates the chat).

export const COMPANY_PARAM = 'company';

export function chatPath(key: string): string {
  const marker = fakeMarker(key);
  if (marker !== null) return `${routePath('chats')}?${COMPANY_PARAM}=${encodeURIComponent(marker)}`;
  return routePath('chats-info', { id: key });
}
