// SSIM records for tests, written at the columns Chapter 7 gives them, so a test names the values
// and not 200 characters of padding.

const put = (line: string[], from: number, value: string) => {
  [...value].forEach((char, index) => (line[from - 1 + index] = char));
};
const blank = () => Array.from({ length: 200 }, () => ' ');

export const ssimHeader = (): string => {
  const line = blank();
  put(line, 1, '1AIRLINE STANDARD SCHEDULE DATA SET');
  put(line, 41, '1');
  put(line, 195, '000001');
  return line.join('');
};

export const ssimCarrier = (airline = 'UT', mode = 'L'): string => {
  const line = blank();
  put(line, 1, `2${mode}${airline.padEnd(3)}`);
  put(line, 11, 'W26');
  put(line, 15, '25OCT2628MAR2701NOV26');
  put(line, 195, '000002');
  return line.join('');
};

export interface LegFields {
  airline?: string;
  number: string;
  ivi?: string;
  seq?: string;
  stc?: string;
  from: string;
  to: string;
  days: string;
  dep: string;
  std: string;
  arr: string;
  sta: string;
  type?: string;
  depVar?: string;
  arrVar?: string;
  /** Date variations of departure and arrival (col 193-194). */
  dayVar?: string;
}

export const ssimLeg = (leg: LegFields): string => {
  const line = blank();
  put(line, 1, '3');
  put(line, 3, (leg.airline ?? 'UT').padEnd(3));
  put(line, 6, leg.number.padStart(4, '0'));
  put(line, 10, leg.ivi ?? '01');
  put(line, 12, leg.seq ?? '01');
  put(line, 14, leg.stc ?? 'J');
  put(line, 15, leg.from + leg.to + leg.days);
  put(line, 37, leg.dep);
  put(line, 40, leg.std + leg.std + (leg.depVar ?? '+0300'));
  put(line, 55, leg.arr);
  put(line, 58, leg.sta + leg.sta + (leg.arrVar ?? '+0300'));
  put(line, 73, leg.type ?? '738');
  put(line, 193, leg.dayVar ?? '00');
  return line.join('');
};

export const ssimTrailer = (airline = 'UT'): string => {
  const line = blank();
  put(line, 1, `5 ${airline.padEnd(3)}01NOV26`);
  put(line, 194, 'E');
  return line.join('');
};

export const ssimFile = (...records: string[]): string => `${records.join('\r\n')}\r\n`;
