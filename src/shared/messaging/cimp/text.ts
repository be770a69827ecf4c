import { CimpError } from './fault';

// Cargo-IMP's syntax below the messages (34th edition): upper-case letters, digits, space and a
// few signs; at most 69 characters a line and 3,500 a message; a line that starts with `/`
// continues the one before it. What arrives may end its lines in CRLF or LF and may come inside
// a SITA Type B envelope (the address and origin lines, or the `=HEADER`...`=TEXT` parts of its e-mail form, before the
// text; `NNNN` after it).

export const MAX_LINE = 69;
export const MAX_MESSAGE = 3_500;
/** The characters a telegram may hold (Type B's set as Cargo-IMP restricts it). */
const ALLOWED = /^[A-Z0-9 .\-/()',:?+=]*$/;
const FIRST_LINE = /^([A-Z]{3})\/(\d{1,3})$/;

/** One line of the message's text, with its 1-based number in the text as received. */
export interface TextLine {
  no: number;
  text: string;
}

/**
 * A line and the continuation lines that follow it: `fields` are its `/`-separated elements
 * (the first one the line identifier, where the message has one), each continuation's likewise
 * without the leading empty element.
 */
export interface Segment {
  no: number;
  fields: string[];
  continuations: { no: number; fields: string[] }[];
}

export interface MessageText {
  type: string;
  version: number;
  /** The first line's number (after any envelope). */
  headerLine: number;
  segments: Segment[];
}

/** Reads a telegram's text down to its type, version and segments, checking the syntax rules every message shares. */
export function readMessage(raw: string): MessageText {
  const all = raw.replace(/\r\n?/g, '\n').split('\n');
  let start = all.findIndex((line) => line.trim() !== '');
  if (start < 0) throw new CimpError('empty-message', 0, 'The telegram is empty');
  // A Type B envelope: the heading (priority and addresses) and the origin line `.SENDER DDHHMM`
  // come before the text; the text's first line is `TYPE/VERSION`.
  const header = all.findIndex((line, index) => index >= start && FIRST_LINE.test(line.trim()));
  if (header < 0) {
    const first = all[start]!.trim();
    throw new CimpError('unknown-message-type', start + 1, `The first line "${first.slice(0, 20)}" is not a message type and version such as FFM/8`);
  }
  // SITA's own origin line starts with `.`; its e-mail form names the parts `=HEADER`, `=TEXT`...
  if (header > start && !all.slice(start, header).some((line) => line.startsWith('.') || line.startsWith('='))) {
    throw new CimpError('unknown-message-type', start + 1, `The first line "${all[start]!.trim().slice(0, 20)}" is not a message type and version such as FFM/8`);
  }
  start = header;
  let end = all.length;
  while (end > start && all[end - 1]!.trim() === '') end -= 1;
  if (all[end - 1]?.trim() === 'NNNN') end -= 1;
  while (end > start && all[end - 1]!.trim() === '') end -= 1;

  const lines: TextLine[] = [];
  let size = 0;
  for (let index = start; index < end; index += 1) {
    const text = all[index]!.replace(/\s+$/, '');
    const no = index + 1;
    const bad = ALLOWED.test(text) ? undefined : [...text].find((char) => !ALLOWED.test(char));
    if (bad !== undefined) throw new CimpError('bad-character', no, `The character "${bad}" (U+${bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) is outside Cargo-IMP's set: capital Latin letters, digits, space and . - / ( ) ' , : ? + =`);
    if (text.length > MAX_LINE) throw new CimpError('line-too-long', no, `The line has ${text.length} characters; at most ${MAX_LINE} are allowed`);
    if (text === '') continue;
    size += text.length + 2;
    lines.push({ no, text });
  }
  if (size - 2 > MAX_MESSAGE) throw new CimpError('message-too-long', 0, `The message has ${size - 2} characters; at most ${MAX_MESSAGE} are allowed (split it into parts)`);
  const match = FIRST_LINE.exec(lines[0]!.text)!;
  const segments: Segment[] = [];
  for (const line of lines.slice(1)) {
    if (line.text.startsWith('/')) {
      const last = segments.at(-1);
      if (!last) throw new CimpError('unexpected-line', line.no, 'A continuation line (starting with /) cannot come first');
      last.continuations.push({ no: line.no, fields: line.text.slice(1).split('/') });
    } else {
      segments.push({ no: line.no, fields: line.text.split('/'), continuations: [] });
    }
  }
  return { type: match[1]!, version: Number(match[2]), headerLine: lines[0]!.no, segments };
}

/** Joins generated lines with CRLF, checking the limits a generated telegram must keep too. */
export function writeMessage(lines: string[]): string {
  for (const [index, line] of lines.entries()) {
    if (line.length > MAX_LINE) throw new CimpError('line-too-long', index + 1, `The line "${line.slice(0, 30)}..." would have ${line.length} characters; at most ${MAX_LINE} are allowed`);
    const bad = ALLOWED.test(line) ? undefined : [...line].find((char) => !ALLOWED.test(char));
    if (bad !== undefined) throw new CimpError('bad-character', index + 1, `The character "${bad}" is outside Cargo-IMP's set`);
  }
  const text = lines.join('\r\n');
  if (text.length > MAX_MESSAGE) throw new CimpError('message-too-long', 0, `The message would have ${text.length} characters; at most ${MAX_MESSAGE} are allowed (split it into parts)`);
  return `${text}\r\n`;
}

/** A free text as Cargo-IMP may carry it: upper case, outside characters dropped, spaces collapsed. */
export function cimpText(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9 .\-()',:?+=]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
