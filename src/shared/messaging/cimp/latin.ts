// Free text for a telegram from what people typed: Cargo-IMP carries capital Latin letters, digits
// and a few signs, so Cyrillic is transliterated (ICAO Doc 9303's table, the one Russian passports
// and airline systems use), anything else the charset lacks becomes a space, and the result is cut
// to the element's length at a word where it can be.

const CYRILLIC: Record<string, string> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Д: 'D', Е: 'E', Ё: 'E', Ж: 'ZH', З: 'Z', И: 'I', Й: 'I', К: 'K', Л: 'L', М: 'M',
  Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F', Х: 'KH', Ц: 'TS', Ч: 'CH', Ш: 'SH', Щ: 'SHCH',
  Ъ: 'IE', Ы: 'Y', Ь: '', Э: 'E', Ю: 'IU', Я: 'IA',
};

const OUTSIDE = /[^A-Z0-9 .\-()',:?+=]/g;

/** `text` as a telegram's free text of at most `max` characters; null when nothing is left. */
export function cimpText(text: string | null | undefined, max: number): string | null {
  if (!text) return null;
  const latin = [...text.toUpperCase()].map((char) => CYRILLIC[char] ?? char).join('');
  const clean = latin.replace(OUTSIDE, ' ').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).trim();
}
