import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT_TYPE } from '@shared/live/events';
import type { ContentPiece } from '@shared/notifications/schemas';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { publicationKeys } from '../api/keys';

/** Whether a notification is about a publication (its link's subtype). */
export const aboutPublication = (contentData: Record<string, Pick<ContentPiece, 'subtype'>>): boolean => Object.values(contentData).some((piece) => piece.subtype === 'publication');

/**
 * A publication published, changed or reminded of while the reader is in the cabinet: the list
 * and the publication's page read it again at once (a new row, a new version to confirm).
 */
export function usePublicationEvents(client: QueryClient): void {
  const emitter = useAtomValue(liveEmitterAtom);
  useEffect(
    () =>
      emitter.on(({ event }) => {
        if (event.type !== NOTIFICATION_EVENT_TYPE) return;
        if (aboutPublication(event.data.message.contentData)) void client.invalidateQueries({ queryKey: publicationKeys.all });
      }),
    [emitter, client],
  );
}
