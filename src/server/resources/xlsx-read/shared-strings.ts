import { parseXml } from './xml';
import { entryText, type InflateBudget, type Zip, type ZipEntry } from './zip';

// The texts cells refer to by number. Each is gathered from its runs (rich text reads as its plain
// text, phonetic hints are left out) and kept only up to the cell limit: a longer one is kept as the
// mark TOO_LONG, and only a cell of an imported column that uses it is refused.

export const TOO_LONG = Symbol('too long');
export type SharedString = string | typeof TOO_LONG;

export async function readSharedStrings(zip: Zip, entry: ZipEntry | null, budget: InflateBudget, maxChars: number): Promise<SharedString[]> {
  const strings: SharedString[] = [];
  if (!entry) return strings;
  let inItem = false;
  let inText = false;
  let phonetic = 0;
  let parts: string[] = [];
  let length = 0;
  await parseXml(entryText(zip, entry, budget), {
    open(name) {
      if (name === 'si') {
        inItem = true;
        parts = [];
        length = 0;
      } else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inItem && !phonetic) inText = true;
    },
    close(name) {
      if (name === 'si') {
        inItem = false;
        strings.push(length > maxChars ? TOO_LONG : parts.join(''));
      } else if (name === 'rPh') phonetic -= 1;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (!inText) return;
      length += text.length;
      if (length <= maxChars) parts.push(text);
    },
  });
  return strings;
}
