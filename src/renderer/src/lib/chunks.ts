import { TIMINGS } from '@shared/constants';

// Section 8: a chunk that fails to load (a new release replaced it) reloads the page once, but not
// when a reload happened in the last 60 s; section 9: a chunk taking over 120 s counts as failed.

const RELOADED_AT = 'cabinet:chunk-reload-at';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

interface ReloadDeps {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

const browserDeps = (): ReloadDeps => ({ now: Date.now, storage: sessionStorage, reload: () => window.location.reload() });

/** Reloads unless one happened within the throttle; says whether it did. */
export function reloadForChunkError(deps: ReloadDeps = browserDeps()): boolean {
  const last = Number(deps.storage.getItem(RELOADED_AT) ?? 0);
  const now = deps.now();
  if (now - last < TIMINGS.chunkReloadThrottleMs) return false;
  deps.storage.setItem(RELOADED_AT, String(now));
  deps.reload();
  return true;
}

/** Loads a lazy chunk with section 9's time-out; a failed load reloads the page once. */
export async function loadChunk<T>(importer: () => Promise<T>, deps?: ReloadDeps): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('Loading a chunk timed out')), TIMINGS.chunkLoadTimeoutMs);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    // While the reload happens, nothing should render the failure.
    if (isChunkLoadError(error) && reloadForChunkError(deps)) return new Promise<never>(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Vite reports failed preloads of a chunk's dependencies through this event. */
export function watchPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
