import { describe, expect, it } from 'vitest';
import { readSsim, ssimDate, ssimSchedules } from './ssim';
import { ssimCarrier, ssimFile, ssimHeader, ssimLeg, ssimTrailer } from './ssim.test-support';

// The SSIM reader: each record read at its Chapter 7 columns or refused with its line and why.

const GOOD = ssimFile(
  ssimHeader(),
  ssimCarrier(),
  ssimLeg({ number: '103', from: '01DEC26', to: '28MAR27', days: '1234567', dep: 'VKO', std: '0910', arr: 'SGC', sta: '1525', arrVar: '+0500' }),
  ssimLeg({ number: '104', from: '01DEC26', to: '28MAR27', days: '1 3 5 7', dep: 'SGC', std: '0620', arr: 'VKO', sta: '0735' }),
  // The two legs of 117 Vnukovo-Surgut-Novy Urengoy, the second arriving the next day.
  ssimLeg({ number: '117', seq: '02', from: '02DEC26', to: '31JAN27', days: ' 2  5  ', dep: 'SGC', std: '2230', arr: 'NUX', sta: '0015', dayVar: '01', type: 'AT7' }),
  ssimLeg({ number: '117', seq: '01', from: '02DEC26', to: '31JAN27', days: ' 2  5  ', dep: 'VKO', std: '1500', arr: 'SGC', sta: '2110', type: 'AT7' }),
  '0'.repeat(200),
  ssimTrailer(),
);

describe('reading SSIM', () => {
  it('reads the carrier and every leg at its columns, in local times', () => {
    const file = readSsim(GOOD);
    expect(file.refused).toEqual([]);
    expect(file.carriers).toEqual([{ record: 2, airline: 'UT', timeMode: 'L', season: 'W26', validFrom: '2026-10-25', validTo: '2027-03-28', created: '2026-11-01' }]);
    expect(file.other).toBe(2);
    expect(file.legs).toHaveLength(4);
    expect(file.legs[0]).toEqual({
      record: 3,
      airline: 'UT',
      number: '103',
      itinerary: '01',
      legSequence: 1,
      serviceType: 'J',
      from: '2026-12-01',
      to: '2027-03-28',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      departure: 'VKO',
      std: '09:10',
      stdDay: 0,
      arrival: 'SGC',
      sta: '15:25',
      staDay: 0,
      aircraftType: '738',
    });
    expect(file.legs[1]!.weekdays).toEqual([1, 3, 5, 7]);
  });

  it('groups legs by number and itinerary variation into schedules, in leg order', () => {
    const groups = ssimSchedules(readSsim(GOOD).legs);
    expect(groups.map((group) => group.number)).toEqual(['103', '104', '117']);
    const multi = groups[2]!;
    expect(multi.records).toEqual([6, 5]);
    expect(multi.schedule).toMatchObject({
      begin: '2026-12-02',
      finish: '2027-01-31',
      weekdays: [2, 5],
      aircraftType: 'AT7',
      legs: [
        { departure: 'VKO', arrival: 'SGC', std: '15:00', stdDay: 0, sta: '21:10', staDay: 0 },
        { departure: 'SGC', arrival: 'NUX', std: '22:30', stdDay: 0, sta: '00:15', staDay: 1 },
      ],
    });
  });

  it('reads LF files and lines shorter than 200 (trailing spaces cut)', () => {
    const short = GOOD.replace(/\r\n/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n');
    expect(readSsim(short).legs).toHaveLength(4);
    expect(readSsim(short).refused).toEqual([]);
  });

  it('refuses a bad record with its line and why, reading the others', () => {
    const leg = { number: '201', from: '01DEC26', to: '28MAR27', days: '1234567', dep: 'TJM', std: '0800', arr: 'SGC', sta: '0920' };
    const file = readSsim(
      ssimFile(
        ssimHeader(),
        ssimCarrier(),
        `${ssimLeg(leg)}X`,
        ssimLeg({ ...leg, from: '31APR27' }),
        ssimLeg({ ...leg, days: '1 3 4  ' }),
        ssimLeg({ ...leg, dep: 'T1M' }),
        ssimLeg({ ...leg, std: '2460' }),
        ssimLeg({ ...leg, stc: 'Z' }),
        ssimLeg({ ...leg, from: '28MAR27', to: '01DEC26' }),
        ssimLeg({ ...leg, dayVar: '0A' }),
        '9 something',
        ssimLeg({ ...leg, airline: '1' }),
        ssimLeg(leg),
      ),
    );
    expect(file.refused.map(({ record, key }) => [record, key.replace('flights:ssim.problems.', '')])).toEqual([
      [3, 'length'],
      [4, 'date'],
      [5, 'days'],
      [6, 'station'],
      [7, 'time'],
      [8, 'serviceType'],
      [9, 'periodOrder'],
      [10, 'dateVariation'],
      [11, 'recordType'],
      [12, 'airline'],
    ]);
    expect(file.refused[1]!.params).toEqual({ field: 'periodFrom', value: '31APR27' });
    expect(file.legs.map((one) => one.record)).toEqual([13]);
  });

  it('refuses legs under a carrier in UTC, and keeps another airline’s legs for the importer to refuse', () => {
    const leg = { number: '1', from: '01DEC26', to: '28MAR27', days: '1234567', dep: 'TJM', std: '0800', arr: 'SGC', sta: '0920' };
    const utc = readSsim(ssimFile(ssimHeader(), ssimCarrier('UT', 'U'), ssimLeg(leg)));
    expect(utc.refused).toEqual([{ record: 3, key: 'flights:ssim.problems.utcMode' }]);
    const other = readSsim(ssimFile(ssimHeader(), ssimCarrier('SU'), ssimLeg({ ...leg, airline: 'SU' })));
    expect(other.legs[0]).toMatchObject({ airline: 'SU', number: '1' });
  });

  it('makes no schedule of legs that disagree on their period or repeat a sequence', () => {
    const leg = { number: '7', from: '01DEC26', to: '28MAR27', days: '1234567', dep: 'TJM', std: '0800', arr: 'SGC', sta: '0920' };
    const { legs } = readSsim(ssimFile(ssimLeg(leg), ssimLeg({ ...leg, seq: '02', dep: 'SGC', arr: 'NUX', to: '01MAR27' }), ssimLeg({ ...leg, number: '8' }), ssimLeg({ ...leg, number: '8' })));
    const groups = ssimSchedules(legs);
    expect(groups.map((group) => [group.records, group.problem?.key])).toEqual([
      [[1, 2], 'flights:ssim.problems.legsPeriod'],
      [[3, 4], 'flights:ssim.problems.legTwice'],
    ]);
  });

  it('reads SSIM dates, refusing days past the month', () => {
    expect(ssimDate('29FEB28')).toBe('2028-02-29');
    expect(ssimDate('29FEB27')).toBeNull();
    expect(ssimDate('01XYZ27')).toBeNull();
  });
});
