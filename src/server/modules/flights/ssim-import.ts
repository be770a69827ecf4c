import { and, asc, eq } from 'drizzle-orm';
import { can } from '@shared/abilities';
import {
  FLIGHT_ABILITIES,
  readSsim,
  ScheduleBodySchema,
  ssimSchedules,
  type ScheduleBody,
  type ScheduleResult,
  type SsimGroup,
  type SsimRecordReport,
  type SsimReport,
  type SsimSchedule,
} from '@shared/flights';
import { joinFieldMessages, translateFields, type Translate } from '@shared/validation';
import type { SessionContext } from '../../access/sessions';
import type { Database } from '../../db/client';
import { airlines, flights, flightSchedules } from '../../db/schema';
import { AppError, ForbiddenError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { changeSchedule, createFlights } from './schedule-write';

// An SSIM file into the airline's periodic schedules: each flight number and itinerary variation
// is one schedule, saved through the flight form's own writing (createFlights, changeSchedule), so
// its checks, history and capacity are the form's. A schedule already kept with the same number,
// first date and weekdays is that flight's: importing the file again changes nothing, and a revised
// file (a later end, another time) changes it as the form would. Each schedule is its own
// transaction (a savepoint when the caller already has one), so one refused leaves the others.

const PREFIX = 'flights:ssim.';

/** The airline's schedule this one replaces: the same number, first date and weekdays. */
async function sameSchedule(db: Database, airlineId: number, body: ScheduleBody) {
  const rows = await db
    .select()
    .from(flightSchedules)
    .where(and(eq(flightSchedules.airlineId, airlineId), eq(flightSchedules.number, body.number), eq(flightSchedules.begin, body.begin), eq(flightSchedules.periodic, true)));
  const weekdays = [...body.weekdays].sort().join();
  return rows.find((row) => [...row.weekdays].sort().join() === weekdays) ?? null;
}

/** Whether the kept schedule already says all the file says. */
function unchanged(row: typeof flightSchedules.$inferSelect, body: ScheduleBody): boolean {
  const legs = (list: ScheduleBody['legs']) => JSON.stringify(list.map(({ departure, arrival, std, stdDay, sta, staDay }) => [departure, arrival, std, stdDay, sta, staDay]));
  return row.finish === body.finish && row.aircraftType === body.aircraftType && row.serviceType === body.serviceType && row.exceptions.length === 0 && legs(row.legs) === legs(body.legs);
}

/**
 * A refusal of the form's rules as a sentence in the caller's language, its fields named; a leg's
 * field by the record it came from (`legs.1.sta` of the file's line 6: "record 6, sta").
 */
function refusal(error: unknown, t: Translate, records: readonly number[]): string | null {
  if (!(error instanceof AppError) || error.status >= 500) return null;
  const { fields, params } = error.options;
  const sentence = error.messageKey === 'validation:formInvalid' ? null : t(error.messageKey, params);
  const nameOf = (name: string) => {
    const leg = /^legs\.(\d+)\.(.+)$/.exec(name);
    const record = leg ? records[Number(leg[1])] : undefined;
    return leg && record !== undefined ? t(`${PREFIX}legField`, { record, field: leg[2]! }) : name;
  };
  const named = fields ? Object.entries(translateFields(fields, t)).map(([name, message]) => [name, `${nameOf(name)}: ${message}`]) : [];
  return [sentence, named.length ? joinFieldMessages(Object.fromEntries(named)) : null].filter(Boolean).join(' ') || t('validation:formInvalid');
}

interface Saved {
  status: 'created' | 'updated' | 'unchanged';
  result: ScheduleResult | null;
}

async function saveSchedule(db: Database, user: SessionContext, schedule: SsimSchedule): Promise<Saved> {
  const airlineId = user.airlineId!;
  // The file's schedule as the form would send it: the same schema, so the same shapes are refused.
  const draft = parseInput(ScheduleBodySchema, {
    number: schedule.number,
    periodic: true,
    begin: schedule.begin,
    finish: schedule.finish,
    weekdays: schedule.weekdays,
    legs: schedule.legs,
    aircraftType: schedule.aircraftType,
    serviceType: schedule.serviceType,
  });
  const kept = await sameSchedule(db, airlineId, draft);
  if (!kept) return { status: 'created', result: await createFlights(db, user, draft) };
  if (unchanged(kept, draft)) return { status: 'unchanged', result: null };
  // What SSIM does not carry (the tail, the comments) stays as staff set it.
  const body = { ...draft, tailNumber: kept.tailNumber, comments: kept.comments };
  const [one] = await db.select({ id: flights.id }).from(flights).where(eq(flights.scheduleId, kept.id)).orderBy(asc(flights.date)).limit(1);
  if (!one) return { status: 'created', result: await createFlights(db, user, body) };
  return { status: 'updated', result: await changeSchedule(db, user, one.id, body) };
}

const periodOf = (schedule: { begin: string; finish: string; weekdays: readonly number[] }) =>
  `${schedule.begin} – ${schedule.finish} ${[1, 2, 3, 4, 5, 6, 7].map((day) => (schedule.weekdays.includes(day) ? String(day) : '.')).join('')}`;

/** Imports a SSIM file for the caller's airline: one report row per record that is a leg or did not read. */
export async function importSsim(db: Database, user: SessionContext, text: string, t: Translate): Promise<SsimReport> {
  if (user.airlineId === null) throw new ForbiddenError();
  const file = readSsim(text);
  if (!file.legs.length) {
    const first = file.refused[0];
    const why = first ? t('flights:ssim.problemAt', { record: first.record, problem: t(first.key, first.params) }) : t('flights:ssim.noRecords');
    throw new AppError(400, 'flights:ssim.nothingRead', { params: { why } });
  }
  const [airline] = await db.select({ iata: airlines.iata }).from(airlines).where(eq(airlines.id, user.airlineId));
  const code = airline?.iata ?? '';
  const rows: SsimRecordReport[] = file.refused.map((refused) => ({
    record: refused.record,
    flight: null,
    period: null,
    status: 'refused',
    message: t(refused.key, refused.params),
    created: 0,
    updated: 0,
  }));
  const legOf = new Map(file.legs.map((leg) => [leg.record, leg]));
  const report = (group: Pick<SsimGroup, 'records'>, row: Omit<SsimRecordReport, 'record' | 'flight' | 'period'>) => {
    for (const record of group.records) {
      const leg = legOf.get(record)!;
      rows.push({ record, flight: `${leg.airline}${leg.number}/${leg.itinerary}`, period: periodOf({ begin: leg.from, finish: leg.to, weekdays: leg.weekdays }), ...row });
    }
  };
  const refused = (group: Pick<SsimGroup, 'records'>, message: string) => report(group, { status: 'refused', message, created: 0, updated: 0 });

  // Another airline's legs are its own to schedule: refused one by one, the rest imported.
  const others = file.legs.filter((leg) => leg.airline !== code);
  for (const leg of others) refused({ records: [leg.record] }, t(`${PREFIX}problems.otherAirline`, { airline: leg.airline, own: code }));
  for (const group of ssimSchedules(file.legs.filter((leg) => leg.airline === code))) {
    if (!group.schedule) {
      refused(group, t(group.problem!.key, group.problem!.params));
      continue;
    }
    // Staff whose ability is limited to some routes import those routes only, as they may edit them.
    const company = user.airlineMarker ?? undefined;
    if (!group.schedule.legs.every((leg) => can(user.abilities, FLIGHT_ABILITIES.manualEdit, { company, departure: leg.departure, arrival: leg.arrival }))) {
      refused(group, t('errors:forbidden'));
      continue;
    }
    try {
      const { status, result } = await saveSchedule(db, user, group.schedule);
      const created = result?.created.length ?? 0;
      const updated = result?.updated.length ?? 0;
      report(group, { status, message: t(`${PREFIX}outcome.${status}`, { created, updated, removed: (result?.removed.length ?? 0) + (result?.canceled.length ?? 0) }), created, updated });
    } catch (error) {
      const message = refusal(error, t, group.records);
      if (message === null) throw error;
      refused(group, message);
    }
  }
  rows.sort((a, b) => a.record - b.record);
  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.status] += 1;
  return { records: rows, counts };
}

/** A one-line summary of a report, for the telegram log's note. */
export function ssimSummary(report: SsimReport, t: Translate): string {
  const refusedRows = report.records.filter((row) => row.status === 'refused').slice(0, 5);
  const refusals = refusedRows.map((row) => t(`${PREFIX}refusedAt`, { record: row.record, message: row.message })).join(' ');
  return [t(`${PREFIX}summary`, report.counts), refusals].filter(Boolean).join(' ');
}

/** Whether a text is an SSIM file: its first record is the Type 1 header. */
export const isSsimText = (text: string): boolean => /^\s*1AIRLINE STANDARD SCHEDULE DATA SET/.test(text.replace(/^\uFEFF/, ''));
