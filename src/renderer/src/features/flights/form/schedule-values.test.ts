import { describe, expect, it } from 'vitest';
import type { FlightInfo } from '@shared/flights';
import { emptySchedule, fieldOfPath, nestErrors, scheduleMessages, suggestedStaDay, toScheduleBody, valuesOfSchedule, type ScheduleValues } from './schedule-values';

const ZONES: Record<string, string> = { SGC: 'Asia/Yekaterinburg', VKO: 'Europe/Moscow', TJM: 'Asia/Yekaterinburg' };
const known = (airport: string) => ZONES[airport] ?? null;
const unknown = () => null;

const flight = (patch: Partial<ScheduleValues> = {}): ScheduleValues => ({
  ...emptySchedule(),
  number: ' 103 ',
  begin: '2026-03-02',
  aircraftType: '319',
  tailNumber: ' vq-bji ',
  legs: [{ departure: 'SGC', arrival: 'VKO', std: '07:00', stdDay: 0, sta: '07:30', staDay: 0 }],
  ...patch,
});

describe('the flight form and the schedule body', () => {
  it('sends the values as the shared schema reads them', () => {
    const body = toScheduleBody(flight());
    expect(body).toMatchObject({ number: '103', periodic: false, begin: '2026-03-02', finish: null, tailNumber: 'VQ-BJI', comments: null, serviceType: 'J' });
    expect(body.legs).toEqual([{ departure: 'SGC', arrival: 'VKO', std: '07:00', stdDay: 0, sta: '07:30', staDay: 0 }]);
  });

  it('fills the form back from a stored schedule', () => {
    const schedule: FlightInfo['schedule'] = { id: 4, ...toScheduleBody(flight({ periodic: true, finish: '2026-03-31', weekdays: [1, 3], exceptions: ['2026-03-16', '2026-03-09'], comments: 'x' })) };
    const values = valuesOfSchedule(schedule);
    expect(values).toMatchObject({ number: '103', periodic: true, finish: '2026-03-31', weekdays: [1, 3], exceptions: ['2026-03-09', '2026-03-16'], tailNumber: 'VQ-BJI', comments: 'x' });
    expect(toScheduleBody(values)).toEqual(toScheduleBody(flight({ periodic: true, finish: '2026-03-31', weekdays: [1, 3], exceptions: ['2026-03-09', '2026-03-16'], comments: 'x' })));
  });

  it('says what is missing on each field, legs included', () => {
    const messages = scheduleMessages(emptySchedule(), known);
    expect(messages).toMatchObject({ number: 'validation:required', begin: 'validation:required', 'legs.0.departure': 'validation:required', 'legs.0.std': 'validation:required', aircraftType: 'validation:required' });
    expect(scheduleMessages(flight({ number: '10345', legs: [{ ...flight().legs[0]!, sta: '7:5' }] }), known)).toEqual({ number: 'validation:invalid', 'legs.0.sta': 'validation:invalid' });
  });

  it('checks the times across zones when it knows them, and leaves them to the server when not', () => {
    // 23:30 in Surgut (UTC+5) is 18:30 UTC; 00:10 in Moscow (UTC+3) the same date is 21:10 UTC the day before.
    const night = flight({ legs: [{ departure: 'SGC', arrival: 'VKO', std: '23:30', stdDay: 0, sta: '00:10', staDay: 0 }] });
    expect(scheduleMessages(night, known)).toEqual({ 'legs.0.sta': 'flights:problems.arrivalBeforeDeparture' });
    expect(scheduleMessages(night, unknown)).toEqual({});
    expect(scheduleMessages(flight({ periodic: true, finish: '2026-03-01' }), known)).toMatchObject({ finish: expect.any(String), weekdays: 'validation:required' });
  });

  it('moves an arrival that would land before take-off to the day it lands after', () => {
    const leg = { departure: 'SGC', arrival: 'VKO', std: '23:30', stdDay: 0, sta: '00:10', staDay: 0 };
    expect(suggestedStaDay('2026-03-02', leg, known)).toBe(1);
    expect(suggestedStaDay('2026-03-02', { ...leg, staDay: 1 }, known)).toBeNull();
    expect(suggestedStaDay('2026-03-02', { ...leg, sta: '01:30', std: '00:10', arrival: 'TJM' }, known)).toBeNull();
    expect(suggestedStaDay('2026-03-02', leg, unknown)).toBeNull();
    expect(suggestedStaDay(null, leg, known)).toBeNull();
    expect(suggestedStaDay('2026-03-02', { ...leg, sta: '7:5' }, known)).toBeNull();
  });

  it('puts each message of the schedule (its own or the server’s) on the field to fix', () => {
    const counts = { legs: 2, exceptions: 1 };
    expect(fieldOfPath('legs.1.sta', counts)).toBe('legs.1.sta');
    expect(fieldOfPath('legs.5.sta', counts)).toBe('legs');
    expect(fieldOfPath('legs.1', counts)).toBe('legs.1.departure');
    expect(fieldOfPath('weekdays.2', counts)).toBe('weekdays');
    expect(fieldOfPath('exceptions.0', counts)).toBe('exceptions.0');
    expect(fieldOfPath('exceptions.3', counts)).toBe('exceptions');
    expect(fieldOfPath('aircraftType', counts)).toBe('aircraftType');
    expect(fieldOfPath('somethingElse', counts)).toBeNull();
    const { errors, unplaced } = nestErrors({ 'legs.1.sta': 'late', 'weekdays.2': 'wrong', other: 'why' }, flight({ legs: [...flight().legs, ...flight().legs] }));
    expect(errors.legs?.[1]?.sta?.message).toBe('late');
    expect(errors.weekdays?.message).toBe('wrong');
    expect(unplaced).toEqual(['why']);
  });
});
