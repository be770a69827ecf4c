import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { draftsAtom, EMPTY_DRAFT, type Draft } from '../store/atoms';

/** What the user is writing in a chat: its text, the message it answers, its files. */
export function useDraft(key: string) {
  const [drafts, setDrafts] = useAtom(draftsAtom);
  const draft = drafts[key] ?? EMPTY_DRAFT;
  const update = useCallback(
    (change: Partial<Draft>) => setDrafts((all) => ({ ...all, [key]: { ...(all[key] ?? EMPTY_DRAFT), ...change } })),
    [key, setDrafts],
  );
  const clear = useCallback(
    () =>
      setDrafts((all) => {
        const next = { ...all };
        delete next[key];
        return next;
      }),
    [key, setDrafts],
  );
  return { draft, update, clear };
}
