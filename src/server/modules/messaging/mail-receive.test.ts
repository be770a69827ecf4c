import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shared/flights';
import { cimpTelegrams, deliveries, flightLegs, flights, incomingSettings, letters } from '../../db/schema';
import { translatorFor } from '../../lib/i18n';
import { prepareBooking } from '../../test/booking';
import { createTestServer, type TestServer } from '../../test/harness';
import { receiveMails } from './mail-receive';
import type { Mailbox, ReceivedMail } from './mailbox';

// Telegrams by e-mail: a letter from an incoming setting's address is read, its telegrams applied
// under that setting, the letter marked done; the same telegram again applies nothing; a letter
// from a stranger is left unapplied; an FFR's FFA goes back to the sender through the queue.

/** A mailbox holding the letters given, remembering which were marked done. */
function fakeMailbox(mails: ReceivedMail[]): Mailbox & { doneUids: number[] } {
  const doneUids: number[] = [];
  return {
    doneUids,
    unread: async () => mails.filter((mail) => !doneUids.includes(mail.uid)),
    done: async (uid) => void doneUids.push(uid),
    close: async () => undefined,
  };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const dayMonth = (iso: string) => `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}`;

let server: TestServer;
const t = translatorFor('en');
const day = addDays(new Date().toISOString().slice(0, 10), 4);
let unused: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  ({ unused } = await prepareBooking(server, { from: day, to: day }));
});
afterAll(async () => server?.close());

describe('telegrams by e-mail', () => {
  it("books a mailed FFR on the sender's contract, answers it by e-mail, and applies the same letter once", async () => {
    // The demo's mail sender for Сибирь Логистик's contract: FFR allowed.
    const [agent] = await server.db.select().from(incomingSettings).where(eq(incomingSettings.username, 'cimp@sibir-logistic.example'));
    await server.db.update(incomingSettings).set({ protocol: 'EMAIL' }).where(eq(incomingSettings.id, agent!.id));
    const [leg] = await server.db.select({ id: flightLegs.id }).from(flightLegs).where(and(eq(flightLegs.departure, 'TJM'), eq(flightLegs.departureDate, day))).limit(1);
    const [row] = await server.db.select({ arrival: flightLegs.arrival, number: flights.number }).from(flightLegs).innerJoin(flights, eq(flights.id, flightLegs.flightId)).where(eq(flightLegs.id, leg!.id));
    const awb = unused.shift()!;
    const ffr = `FFR/8\n${awb}TJM${row!.arrival}/T2K120/MC0.6/SPARE PARTS\nUT${row!.number}/${dayMonth(day)}/TJM${row!.arrival}/NN\nREF/TJMFFSL/MAIL1`;
    const mailbox = fakeMailbox([
      { uid: 1, from: 'CIMP@Sibir-Logistic.example', subject: 'FFR', texts: [ffr, '-- \nBest regards'] },
      { uid: 2, from: 'someone@elsewhere.example', subject: 'FFR', texts: [ffr] },
    ]);

    expect(await receiveMails(server.db, mailbox, t)).toEqual({ letters: 2, telegrams: 1, strangers: 1 });
    expect(mailbox.doneUids).toEqual([1, 2]);
    const [logged] = await server.db.select().from(cimpTelegrams).where(and(eq(cimpTelegrams.direction, 'IN'), eq(cimpTelegrams.awb, awb)));
    expect(logged).toMatchObject({ type: 'FFR', status: 'complete', createdBy: null });
    const [reply] = await server.db.select().from(letters).where(eq(letters.telegramId, logged!.answerId!));
    expect(reply).toMatchObject({ protocol: 'EMAIL', telegramType: 'FFA', recipients: ['cimp@sibir-logistic.example'], subject: `FFA ${awb}` });
    expect(reply!.body).toMatch(new RegExp(`^FFA/4\\r\\n${awb}`));
    expect(await server.db.select().from(deliveries).where(eq(deliveries.letterId, reply!.id))).toHaveLength(1);

    // The same letter read again (a mailbox that lost its seen flag): nothing applied or answered twice.
    const again = fakeMailbox([{ uid: 3, from: 'cimp@sibir-logistic.example', subject: 'FFR', texts: [ffr] }]);
    expect(await receiveMails(server.db, again, t)).toEqual({ letters: 1, telegrams: 1, strangers: 0 });
    expect(await server.db.select().from(cimpTelegrams).where(and(eq(cimpTelegrams.direction, 'IN'), eq(cimpTelegrams.awb, awb)))).toHaveLength(1);
    expect(await server.db.select().from(letters).where(eq(letters.telegramId, logged!.answerId!))).toHaveLength(1);
  });
});
