import { describe, expect, it } from 'vitest';
import { SseOverflowError, SseParser, type SseEvent } from './sse-parser';

function parse(chunks: (string | Uint8Array)[], lastEventId?: string) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = new SseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) }, { lastEventId });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries, lastEventId: parser.lastEventId };
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** Every way of cutting the input in two, three pieces at a stride, and one character at a time. */
function cuttings(text: string): string[][] {
  const result: string[][] = [[text], [...text]];
  for (let i = 0; i <= text.length; i += 1) result.push([text.slice(0, i), text.slice(i)]);
  for (let i = 0; i <= text.length; i += 3) {
    for (let j = i; j <= text.length; j += 5) result.push([text.slice(0, i), text.slice(i, j), text.slice(j)]);
  }
  return result;
}

describe('SseParser', () => {
  it('reads the hub frames: id, event, data, retry and heartbeat comments', () => {
    const stream =
      'retry: 3000\n\n' +
      ':\n\n' +
      'id: 7\nevent: notification\ndata: {"message":{"id":1},"count":{"all":1}}\n\n' +
      ':\n\n' +
      'id: 8\nevent: count\ndata: {"all":0}\n\n';
    const { events, retries, lastEventId } = parse([stream]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { type: 'notification', data: '{"message":{"id":1},"count":{"all":1}}', lastEventId: '7' },
      { type: 'count', data: '{"all":0}', lastEventId: '8' },
    ]);
    expect(lastEventId).toBe('8');
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('splits lines on %s', (_name, eol) => {
    const stream = ['id: 1', 'event: a', 'data: x', 'data: y', '', 'data: z', '', ''].join(eol);
    const { events } = parse([stream]);
    expect(events).toEqual([
      { type: 'a', data: 'x\ny', lastEventId: '1' },
      { type: 'message', data: 'z', lastEventId: '1' },
    ]);
  });

  it('gives the same events however the stream is cut into chunks, CRLF pairs included', () => {
    const stream = 'retry: 1500\r\n\r\n: hi\r\nid: 41\r\nevent: newMessage\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 42\rdata: two\r\rdata: three\n\n';
    const expected = parse([stream]);
    expect(expected.events).toEqual([
      { type: 'newMessage', data: '{"a":\n1}', lastEventId: '41' },
      { type: 'message', data: 'two', lastEventId: '42' },
      { type: 'message', data: 'three', lastEventId: '42' },
    ]);
    expect(expected.retries).toEqual([1500]);
    for (const chunks of cuttings(stream)) {
      const got = parse(chunks);
      expect(got.events, JSON.stringify(chunks)).toEqual(expected.events);
      expect(got.retries).toEqual(expected.retries);
    }
  });

  it('does not read a CR at the end of a chunk and a LF at the start of the next as two line breaks', () => {
    const { events } = parse(['data: a\r', '\ndata: b\r', '\n\r', '\n']);
    expect(events).toEqual([{ type: 'message', data: 'a\nb', lastEventId: '' }]);
  });

  it('decodes UTF-8 split anywhere, a multi-byte character included', () => {
    const stream = 'event: newMessage\ndata: {"text":"Привет, 𝄞 мир"}\n\n';
    const encoded = bytes(stream);
    for (let i = 0; i <= encoded.length; i += 1) {
      const { events } = parse([encoded.slice(0, i), encoded.slice(i)]);
      expect(events).toEqual([{ type: 'newMessage', data: '{"text":"Привет, 𝄞 мир"}', lastEventId: '' }]);
    }
    const oneByOne = parse([...encoded].map((b) => Uint8Array.of(b)));
    expect(oneByOne.events).toHaveLength(1);
  });

  it('drops a leading byte-order mark, in bytes or text, only at the start', () => {
    expect(parse([Uint8Array.of(0xef, 0xbb), Uint8Array.of(0xbf), bytes('data: x\n\n')]).events).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
    expect(parse(['\uFEFFdata: x\n\n']).events).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
    // A BOM later on is part of a field name, which makes it an unknown field.
    expect(parse(['data: x\n\n', '\uFEFFdata: y\n\n']).events).toEqual([{ type: 'message', data: 'x', lastEventId: '' }]);
  });

  it('removes one space after the colon, no more', () => {
    expect(parse(['data:x\n\ndata:  y\n\ndata: \n\n']).events.map((e) => e.data)).toEqual(['x', ' y', '']);
  });

  it('treats a line without a colon as a field with an empty value', () => {
    const { events } = parse(['data\ndata\n\nevent\ndata: z\n\n']);
    expect(events).toEqual([
      { type: 'message', data: '\n', lastEventId: '' },
      { type: 'message', data: 'z', lastEventId: '' },
    ]);
  });

  it('dispatches an event whose data is empty but present, and none without any data line', () => {
    const { events } = parse(['data:\n\nevent: ghost\n\nid: 3\n\n']);
    expect(events).toEqual([{ type: 'message', data: '', lastEventId: '' }]);
  });

  it('resets the event type after each dispatch, also when nothing was dispatched', () => {
    const { events } = parse(['event: a\n\ndata: 1\n\nevent: b\ndata: 2\n\ndata: 3\n\n']);
    expect(events.map((e) => e.type)).toEqual(['message', 'b', 'message']);
  });

  it('ignores comments and unknown fields', () => {
    const { events } = parse([': comment with data: inside\nfoo: bar\nData: no\ndata: yes\n:\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'yes', lastEventId: '' }]);
  });

  it('keeps the last id for events without one, and takes a new id at the next dispatch', () => {
    const { events, lastEventId } = parse(['id: 5\ndata: a\n\ndata: b\n\nid: 6\n\n']);
    expect(events.map((e) => e.lastEventId)).toEqual(['5', '5']);
    // An id in a block without data still moves the last id (it is set at every dispatch).
    expect(lastEventId).toBe('6');
  });

  it('lets an empty id clear the last id', () => {
    const { events, lastEventId } = parse(['id: 5\ndata: a\n\nid\ndata: b\n\n']);
    expect(events.map((e) => e.lastEventId)).toEqual(['5', '']);
    expect(lastEventId).toBe('');
  });

  it('ignores an id containing NUL', () => {
    const { events } = parse(['id: 5\ndata: a\n\nid: 6\u00007\ndata: b\n\n']);
    expect(events.map((e) => e.lastEventId)).toEqual(['5', '5']);
  });

  it('takes the id only when its block is dispatched', () => {
    const parser = new SseParser({ onEvent: () => undefined });
    parser.push('id: 9\ndata: x\n');
    expect(parser.lastEventId).toBe('');
    parser.push('\n');
    expect(parser.lastEventId).toBe('9');
  });

  it('starts from the given id, so the hub opening with a bare retry block does not lose the resume point', () => {
    const { events, lastEventId } = parse(['retry: 3000\n\n', 'data: {}\n\n'], '41');
    expect(lastEventId).toBe('41');
    expect(events).toEqual([{ type: 'message', data: '{}', lastEventId: '41' }]);
  });

  it('accepts retry with ASCII digits only', () => {
    expect(parse(['retry: 2500\nretry: 1e3\nretry: -5\nretry: 10s\nretry:\nretry: 0\n\n']).retries).toEqual([2500, 0]);
  });

  it('does not dispatch an event left unfinished when the stream stops', () => {
    const { events, lastEventId } = parse(['data: a\n\nid: 2\ndata: b\n']);
    expect(events.map((e) => e.data)).toEqual(['a']);
    expect(lastEventId).toBe('');
  });

  it('refuses a line or event that grows past the limit', () => {
    const parser = new SseParser({ onEvent: () => undefined }, { maxBufferedChars: 100 });
    parser.push(`data: ${'x'.repeat(50)}\n`);
    expect(() => parser.push(`data: ${'x'.repeat(50)}\n`)).toThrow(SseOverflowError);
    const endless = new SseParser({ onEvent: () => undefined }, { maxBufferedChars: 100 });
    expect(() => {
      for (let i = 0; i < 20; i += 1) endless.push('xxxxxxxxxx');
    }).toThrow('larger than 100 characters');
  });
});
