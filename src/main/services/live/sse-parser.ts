// An incremental parser for text/event-stream, after the WHATWG HTML standard ("Server-sent
// events", 9.2.6): main reads the hub with fetch, not EventSource, so that it can send the Bearer
// token and choose its own reconnection. Chunks may split anything: a line, a CRLF pair, a UTF-8
// sequence.

export interface SseEvent {
  /** The `event:` field, or 'message' when the event named none. */
  type: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last event id as of this event (ids persist across events that carry none). */
  lastEventId: string;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** The server's `retry:` field, in milliseconds. */
  onRetry?(milliseconds: number): void;
}

export interface SseParserOptions {
  /**
   * Where the previous connection stopped. The standard starts each stream's id buffer empty, but
   * the hub opens every stream with a bare `retry:` block, whose dispatch would then wipe the
   * resume point; starting from the known id keeps it.
   */
  lastEventId?: string;
  /** Bounds the pending line plus data, so a stream that never ends a line cannot eat the memory. */
  maxBufferedChars?: number;
}

export class SseOverflowError extends Error {
  constructor(limit: number) {
    super(`server-sent event larger than ${limit} characters`);
    this.name = 'SseOverflowError';
  }
}

const DEFAULT_MAX_BUFFERED_CHARS = 1 << 20;
const LF = 10;
const CR = 13;

export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private readonly maxBufferedChars: number;
  /** The unfinished line carried over from earlier chunks. */
  private pending = '';
  /** The previous chunk ended in CR: a LF starting the next one belongs to the same line break. */
  private afterCR = false;
  private atStart = true;
  private data = '';
  private eventType = '';
  private idBuffer: string;
  private lastId: string;

  constructor(
    private readonly handlers: SseParserHandlers,
    options: SseParserOptions = {},
  ) {
    this.idBuffer = this.lastId = options.lastEventId ?? '';
    this.maxBufferedChars = options.maxBufferedChars ?? DEFAULT_MAX_BUFFERED_CHARS;
  }

  /** The last event id as of the last dispatched event ('' for none). */
  get lastEventId(): string {
    return this.lastId;
  }

  /** Feeds raw bytes (decoded as UTF-8 across chunks) or already decoded text; not both on one parser. */
  push(chunk: Uint8Array | string): void {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (text.length === 0) return;
    // TextDecoder drops a leading BOM by itself; text handed in directly may still carry one.
    if (this.atStart) {
      this.atStart = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let start = 0;
    if (this.afterCR) {
      this.afterCR = false;
      if (text.charCodeAt(0) === LF) start = 1;
    }
    for (let i = start; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code !== LF && code !== CR) continue;
      const line = this.pending + text.slice(start, i);
      this.pending = '';
      if (code === CR) {
        if (i + 1 === text.length) this.afterCR = true;
        else if (text.charCodeAt(i + 1) === LF) i += 1;
      }
      start = i + 1;
      this.line(line);
    }
    this.pending += text.slice(start);
    this.checkSize();
  }

  private line(line: string): void {
    if (line === '') return this.dispatch();
    if (line.charCodeAt(0) === 0x3a /* ':' */) return; // a comment: the hub's heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data += `${value}\n`;
        this.checkSize();
        break;
      case 'id':
        if (!value.includes('\u0000')) this.idBuffer = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.onRetry?.(Number.parseInt(value, 10));
        break;
      default:
        // Unknown fields are ignored, as the standard says.
        break;
    }
  }

  private dispatch(): void {
    this.lastId = this.idBuffer;
    if (this.data === '') {
      this.eventType = '';
      return;
    }
    const event: SseEvent = { type: this.eventType || 'message', data: this.data.slice(0, -1), lastEventId: this.lastId };
    this.data = '';
    this.eventType = '';
    this.handlers.onEvent(event);
  }

  private checkSize(): void {
    if (this.pending.length + this.data.length > this.maxBufferedChars) throw new SseOverflowError(this.maxBufferedChars);
  }
}
