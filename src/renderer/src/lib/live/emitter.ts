import { atom } from 'jotai';
import type { LiveMessage } from '@shared/live/events';

// Where live events reach the features: the connection (a leader tab, a follower tab, or the
// desktop's main process) emits; the notification and chat stores listen.

export type LiveListener = (message: LiveMessage) => void;

export interface LiveEmitter {
  emit(message: LiveMessage): void;
  on(listener: LiveListener): () => void;
}

export function createLiveEmitter(): LiveEmitter {
  const listeners = new Set<LiveListener>();
  return {
    emit(message) {
      for (const listener of [...listeners]) listener(message);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One emitter per app (per store): a derived atom without dependencies is made once per store. */
export const liveEmitterAtom = atom(() => createLiveEmitter());
