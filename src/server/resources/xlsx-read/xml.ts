import { SaxesParser } from 'saxes';
import { fail } from './failure';

// The XML a workbook is made of, parsed by saxes as it inflates. Listeners get elements by their
// local name (the prefix dropped) and text with its entities decoded, CDATA as text. Text comes
// whole between two tags, so a long one is held until its end: at most the inflate budget, and the
// cell limit is applied when it arrives. No DTD (a workbook has none; its entities are what XML
// bombs are made of), and anything not well-formed is a damaged file.

export type Attributes = Record<string, string>;

export interface XmlListener {
  open?: (name: string, attributes: Attributes) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
}

const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

/**
 * An attribute's value by its local name (`id` finds `r:id`), or undefined. SpreadsheetML's own
 * attributes have no prefix and are read by name; this is for the few that do.
 */
export function attribute(attributes: Attributes, name: string): string | undefined {
  const plain = attributes[name];
  if (plain !== undefined) return plain;
  const suffix = `:${name}`;
  for (const key in attributes) if (key.endsWith(suffix)) return attributes[key];
  return undefined;
}

/** Feeds a whole entry's text to a listener. */
export async function parseXml(pieces: AsyncIterable<string>, listener: XmlListener): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('error', () => fail({ kind: 'badFile' }));
  parser.on('doctype', () => fail({ kind: 'badFile' }));
  const { open, close, text } = listener;
  if (open) parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag) => close(localName(tag.name)));
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  for await (const piece of pieces) parser.write(piece);
  parser.close();
}
