// `npm run bench:cimp`: the Cargo-IMP codec's throughput on a 200-consignment FFM.
//
// The manifest (src/shared/messaging/cimp/specimens/big-manifest.ts) goes out in the parts a
// 3,500-character message allows. Each round reads every part (parse), writes every part back
// (generate), and, as the baseline, reads the same texts line by line with no parsing: split on
// the line ends and touch each line's characters, what any reader of a telegram must do at least.
// Prints messages and lines per second for each and the codec's share of the baseline's rate
// (ratios in the same process, never asserted). BENCH_CIMP_SECONDS (default 3) per measure.
import { generateCimp, parseCimp, type CimpMessage } from '../src/shared/messaging/cimp';
import { splitFfm } from '../src/shared/messaging/cimp/parts';
import { bigFfm } from '../src/shared/messaging/cimp/specimens/big-manifest';

const SECONDS = Number(process.env.BENCH_CIMP_SECONDS ?? 3);
const parts = splitFfm(bigFfm(200));
const texts = parts.map(generateCimp);
const parsed: CimpMessage[] = texts.map(parseCimp);
const lines = texts.reduce((sum, text) => sum + text.split('\r\n').length - 1, 0);

let sink = 0;
function bare(): void {
  for (const text of texts) {
    for (const line of text.split(/\r?\n/)) {
      for (let index = 0; index < line.length; index += 1) sink += line.charCodeAt(index);
    }
  }
}
const parseAll = (): void => {
  for (const text of texts) sink += (parseCimp(text) as { sequence: number }).sequence;
};
const generateAll = (): void => {
  for (const message of parsed) sink += generateCimp(message).length;
};

/** Rounds of the whole manifest per second, after a second's warm-up. */
function rate(work: () => void): number {
  const warm = performance.now() + 1_000;
  while (performance.now() < warm) work();
  let rounds = 0;
  const start = performance.now();
  const end = start + SECONDS * 1_000;
  while (performance.now() < end) {
    work();
    rounds += 1;
  }
  return rounds / ((performance.now() - start) / 1_000);
}

const say = (line: string): void => void process.stdout.write(`${line}\n`);
const format = (value: number) => Math.round(value).toLocaleString('en-US');
say(`FFM of 200 consignments: ${texts.length} parts, ${lines} lines, ${texts.reduce((sum, text) => sum + text.length, 0)} characters`);
const baseline = rate(bare);
const read = rate(parseAll);
const written = rate(generateAll);
say('| measure | messages/s | lines/s | of the bare read |');
say('| --- | --- | --- | --- |');
say(`| bare line-by-line read | ${format(baseline * texts.length)} | ${format(baseline * lines)} | 100% |`);
say(`| parse | ${format(read * texts.length)} | ${format(read * lines)} | ${((read / baseline) * 100).toFixed(1)}% |`);
say(`| generate | ${format(written * texts.length)} | ${format(written * lines)} | ${((written / baseline) * 100).toFixed(1)}% |`);
if (sink === 0.5) say(String(sink));
