// A minimal SSE reader for server tests: opens a stream over real HTTP and collects its events.

export interface ReceivedEvent {
  id: string;
  type: string;
  data: unknown;
}

export interface TestStream {
  status: number;
  headers: Headers;
  events: ReceivedEvent[];
  /** Resolves with the first collected event (from the start) that matches, waiting up to `ms`. */
  waitFor(match: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let isEnded = false;
  let markEnded!: () => void;
  const ended = new Promise<void>((resolve) => (markEnded = () => ((isEnded = true), resolve())));
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return markEnded();
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const fields = { id: '', type: 'message', data: [] as string[] };
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) fields.id = line.slice(4);
              else if (line.startsWith('event: ')) fields.type = line.slice(7);
              else if (line.startsWith('data: ')) fields.data.push(line.slice(6));
            }
            if (!fields.data.length) continue;
            events.push({ id: fields.id, type: fields.type, data: JSON.parse(fields.data.join('\n')) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted.
        markEnded();
      }
    })();
  } else {
    await response.body?.cancel();
    markEnded();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    waitFor(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.type))}`));
        }, ms);
        if (!check()) waiters.add(check);
      });
    },
    ended,
    isEnded: () => isEnded,
    close: () => controller.abort(),
  };
}
