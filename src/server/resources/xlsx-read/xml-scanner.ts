import { fail } from './failure';

// A streaming reader of the XML a workbook is made of, fed chunk by chunk: it reports tags and
// text as they pass and keeps nothing but an unfinished tag. Text comes in pieces as it arrives
// (a cell of 400 MB is never one string here); whoever listens keeps what it needs and decides when
// enough is too much. No DTDs (a workbook has none), so no entity can expand.

export interface XmlListener {
  /** A start tag by its local name (the prefix dropped), with its raw attributes. */
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** A piece of text, with its entities decoded. */
  text(piece: string): void;
}

/** The longest unfinished tag, comment or CDATA section kept between chunks. */
const MAX_PENDING = 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (entity[0] !== '#') return ENTITIES[entity]!;
    const code = entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const attributePatterns = new Map<string, RegExp>();

/** An attribute's decoded value by its local name (`id` finds `r:id`), or undefined. */
export function attribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)));
  const match = pattern.exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : undefined;
}

export class XmlScanner {
  private pending = '';

  constructor(private readonly listener: XmlListener) {}

  write(chunk: string): void {
    const text = this.pending ? this.pending + chunk : chunk;
    this.pending = '';
    let at = 0;
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      if (lt < 0) {
        // Text to the end: an entity cut by the chunk's end waits for the rest of it.
        const amp = text.lastIndexOf('&');
        const cut = amp >= at && !text.includes(';', amp) ? amp : text.length;
        if (cut > at) this.listener.text(decodeEntities(text.slice(at, cut)));
        this.keep(text.slice(cut));
        return;
      }
      if (lt > at) this.listener.text(decodeEntities(text.slice(at, lt)));
      const next = this.markup(text, lt);
      if (next < 0) {
        this.keep(text.slice(lt));
        return;
      }
      at = next;
    }
  }

  /** The end of the stream: anything unfinished is a damaged file. */
  end(): void {
    if (this.pending) fail({ kind: 'badFile' });
  }

  private keep(rest: string): void {
    if (rest.length > MAX_PENDING) fail({ kind: 'badFile' });
    this.pending = rest;
  }

  /** Handles the markup at `lt`; answers where the text goes on, or -1 when it is not all here yet. */
  private markup(text: string, lt: number): number {
    const second = text.charCodeAt(lt + 1);
    if (second === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const end = text.indexOf('-->', lt + 4);
        return end < 0 ? -1 : end + 3;
      }
      if (text.startsWith('<![CDATA[', lt)) {
        const end = text.indexOf(']]>', lt + 9);
        if (end < 0) return -1;
        this.listener.text(text.slice(lt + 9, end));
        return end + 3;
      }
      // A DTD, which a workbook never has: its entities are what XML bombs are made of.
      if (text.length - lt < 9) return -1;
      fail({ kind: 'badFile' });
    }
    if (second === 63 /* ? */) {
      const end = text.indexOf('?>', lt + 2);
      return end < 0 ? -1 : end + 2;
    }
    if (Number.isNaN(second)) return -1;
    // The tag's end: the first `>` outside quotes (an attribute may hold one).
    let quote = 0;
    let gt = -1;
    for (let index = lt + 1; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (quote) {
        if (code === quote) quote = 0;
      } else if (code === 34 || code === 39) {
        quote = code;
      } else if (code === 62) {
        gt = index;
        break;
      }
    }
    if (gt < 0) return -1;
    if (second === 47 /* / */) {
      this.listener.close(localName(text.slice(lt + 2, gt).trim()));
      return gt + 1;
    }
    const selfClosing = text.charCodeAt(gt - 1) === 47;
    const inner = text.slice(lt + 1, selfClosing ? gt - 1 : gt);
    const space = inner.search(/\s/);
    const name = localName(space < 0 ? inner : inner.slice(0, space));
    const attributes = space < 0 ? '' : inner.slice(space);
    this.listener.open(name, attributes, selfClosing);
    if (selfClosing) this.listener.close(name);
    return gt + 1;
  }
}

/** Feeds a whole entry's text to a listener. */
export async function scan(pieces: AsyncIterable<string>, listener: XmlListener): Promise<void> {
  const scanner = new XmlScanner(listener);
  for await (const piece of pieces) scanner.write(piece);
  scanner.end();
}
