import { describe, expect, it } from 'vitest';
import { cimpText } from './latin';

describe('cimpText', () => {
  it('transliterates Cyrillic by ICAO Doc 9303 and keeps the charset', () => {
    expect(cimpText('Запчасти для двигателя', 65)).toBe('ZAPCHASTI DLIA DVIGATELIA');
    expect(cimpText('Щётки; «Юла» & Co', 65)).toBe('SHCHETKI IULA CO');
  });

  it('cuts at a word within the length, or hard when a word is longer', () => {
    expect(cimpText('spare parts for engines', 15)).toBe('SPARE PARTS FOR');
    expect(cimpText('Электрооборудование', 15)).toBe('ELEKTROOBORUDOV');
    expect(cimpText('  ', 15)).toBeNull();
    expect(cimpText(null, 15)).toBeNull();
  });
});
