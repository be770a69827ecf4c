import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { entryAtom } from '../store/atoms';
import type { ChatEntry } from '../store/types';

/** One chat of the store; the component re-renders only when that chat changes. */
export function useChatEntry(key: string): ChatEntry | undefined {
  const atom = useMemo(() => entryAtom(key), [key]);
  return useAtomValue(atom);
}
