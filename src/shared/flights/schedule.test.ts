import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { expandSchedule, scheduleDates, scheduleProblems, ScheduleBodySchema, type ScheduleBody } from './schedule';

const ZONES: Record<string, string> = {
  TJM: 'Asia/Yekaterinburg',
  VKO: 'Europe/Moscow',
  SGC: 'Asia/Yekaterinburg',
  EVN: 'Asia/Yerevan',
  FRA: 'Europe/Berlin',
  JFK: 'America/New_York',
};
const zone = (airport: string) => ZONES[airport] ?? null;
const zoneOf = (airport: string) => ZONES[airport]!;

const body = (input: Record<string, unknown>): ScheduleBody =>
  v.parse(ScheduleBodySchema, {
    number: '303',
    begin: '2026-11-23',
    legs: [{ departure: 'VKO', arrival: 'TJM', std: '22:40', sta: '05:05', staDay: 1 }],
    aircraftType: '738',
    serviceType: 'J',
    ...input,
  });

describe('a schedule and its flight dates', () => {
  it('flies a single date once', () => {
    expect(scheduleDates(body({}))).toEqual(['2026-11-23']);
  });

  it('flies a period on its weekdays less its exceptions', () => {
    const schedule = body({ periodic: true, finish: '2026-12-06', weekdays: [1, 3, 5], exceptions: ['2026-11-25'] });
    expect(scheduleDates(schedule)).toEqual(['2026-11-23', '2026-11-27', '2026-11-30', '2026-12-02', '2026-12-04']);
  });

  it('arrives the next day across midnight, in the arrival airport’s zone', () => {
    const [flight] = expandSchedule(body({}), zoneOf);
    // 22:40 Moscow (+3) is 19:40 UTC; 05:05 Tyumen (+5) the next day is 00:05 UTC.
    expect(flight!.legs[0]!.std.toISOString()).toBe('2026-11-23T19:40:00.000Z');
    expect(flight!.legs[0]!.sta.toISOString()).toBe('2026-11-24T00:05:00.000Z');
  });

  it('keeps local times across a clock change: the UTC instants move by the hour', () => {
    const schedule = body({
      periodic: true,
      begin: '2026-10-23',
      finish: '2026-10-27',
      weekdays: [5, 2],
      legs: [{ departure: 'FRA', arrival: 'JFK', std: '10:00', sta: '12:45' }],
    });
    const flights = expandSchedule(schedule, zoneOf);
    expect(flights.map((f) => f.date)).toEqual(['2026-10-23', '2026-10-27']);
    // Berlin leaves summer time on 25 October (+2 → +1), New York on 1 November (-4 → -5).
    expect(flights[0]!.legs[0]!.std.toISOString()).toBe('2026-10-23T08:00:00.000Z');
    expect(flights[1]!.legs[0]!.std.toISOString()).toBe('2026-10-27T09:00:00.000Z');
    expect(flights[1]!.legs[0]!.sta.toISOString()).toBe('2026-10-27T16:45:00.000Z');
  });

  it.each([
    ['an arrival before its departure', { legs: [{ departure: 'VKO', arrival: 'TJM', std: '22:40', sta: '05:05' }] }, 'legs.0.sta', 'flights:problems.arrivalBeforeDeparture'],
    ['a leg of a day and a half', { legs: [{ departure: 'VKO', arrival: 'TJM', std: '10:00', sta: '23:00', staDay: 1 }] }, 'legs.0.sta', 'flights:problems.legTooLong'],
    [
      'legs that do not join',
      { legs: [{ departure: 'VKO', arrival: 'TJM', std: '10:00', sta: '14:30' }, { departure: 'SGC', arrival: 'EVN', std: '16:00', sta: '17:00' }] },
      'legs.1.departure',
      'flights:problems.legsJoin',
    ],
    [
      'a leg leaving before the previous arrives',
      { legs: [{ departure: 'VKO', arrival: 'TJM', std: '10:00', sta: '14:30' }, { departure: 'TJM', arrival: 'SGC', std: '14:00', sta: '15:00' }] },
      'legs.1.std',
      'flights:problems.departureBeforeArrival',
    ],
    ['the same airport at both ends', { legs: [{ departure: 'VKO', arrival: 'VKO', std: '10:00', sta: '11:00' }] }, 'legs.0.arrival', 'resources:problems.sameAirports'],
    ['an airport without a zone', { legs: [{ departure: 'VKO', arrival: 'ZZZ', std: '10:00', sta: '11:00' }] }, 'legs.0.arrival', 'flights:problems.unknownZone'],
    ['a period with no matching weekday', { periodic: true, begin: '2026-11-23', finish: '2026-11-24', weekdays: [6] }, 'weekdays', 'flights:problems.noDates'],
    ['a period without weekdays', { periodic: true, finish: '2026-11-30' }, 'weekdays', 'validation:required'],
    ['a period ending before it starts', { periodic: true, finish: '2026-11-01', weekdays: [1] }, 'finish', 'validation:dateRangeOrder'],
    ['a period without an end', { periodic: true, weekdays: [1] }, 'finish', 'validation:required'],
    ['a period over a year', { periodic: true, finish: '2027-12-01', weekdays: [1] }, 'finish', 'flights:problems.periodTooLong'],
  ])('refuses %s on its field', (_name, input, field, message) => {
    expect(scheduleProblems(body(input), zone)).toContainEqual({ field, message });
  });

  it('finds nothing wrong with a good two-leg flight arriving the next day', () => {
    const schedule = body({
      legs: [
        { departure: 'VKO', arrival: 'TJM', std: '22:40', sta: '05:05', staDay: 1 },
        { departure: 'TJM', arrival: 'SGC', std: '06:30', stdDay: 1, sta: '07:40', staDay: 1 },
      ],
    });
    expect(scheduleProblems(schedule, zone)).toEqual([]);
    expect(expandSchedule(schedule, zoneOf)[0]!.legs.map((leg) => leg.std.toISOString())).toEqual(['2026-11-23T19:40:00.000Z', '2026-11-24T01:30:00.000Z']);
  });

  it('reads the fields as typed: upper-cased codes and number, an empty tail as none', () => {
    const schedule = body({ number: ' 4501a ', tailNumber: '', legs: [{ departure: 'vko', arrival: 'tjm', std: '10:00', sta: '14:30' }] });
    expect(schedule).toMatchObject({ number: '4501A', tailNumber: null, legs: [{ departure: 'VKO', arrival: 'TJM', stdDay: 0, staDay: 0 }] });
    expect(v.safeParse(ScheduleBodySchema, { ...schedule, legs: [{ departure: 'VKO', arrival: 'TJM', std: '25:00', sta: '10:00' }] }).success).toBe(false);
  });
});
