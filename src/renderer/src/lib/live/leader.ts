// Section 4's tab leadership: one tab of the browser holds the live streams. The election is a Web
// Lock: the leader holds it while it leads; the others wait in line for it, and the browser hands
// it to the next one when the leader's tab closes, crashes or steps down.

export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface Leadership {
  isLeader(): boolean;
  /** Steps down (a leader) or leaves the line (a follower). */
  stop(): void;
}

export function electLeader(options: {
  name: string;
  locks: LockManagerLike | null;
  onPromoted(): void;
  onDemoted(): void;
}): Leadership {
  let leading = false;
  let stopped = false;
  let release: (() => void) | null = null;
  const waiting = new AbortController();

  const promote = () => {
    leading = true;
    options.onPromoted();
  };
  const demote = () => {
    if (!leading) return;
    leading = false;
    options.onDemoted();
  };

  if (!options.locks) {
    // Without Web Locks every tab leads on its own (each holds its streams).
    promote();
  } else {
    options.locks
      .request(options.name, { signal: waiting.signal }, () => {
        if (stopped) return Promise.resolve();
        promote();
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => undefined);
  }

  return {
    isLeader: () => leading,
    stop() {
      if (stopped) return;
      stopped = true;
      waiting.abort();
      demote();
      release?.();
    },
  };
}
