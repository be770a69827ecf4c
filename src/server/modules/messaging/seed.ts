import { incomingSettings, outgoingSettings } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';

// UTair's demo message settings: its agents sending booking requests and AWB data, Surgut's
// handling agent reporting statuses, and the manifests, booking lists and statuses UTair sends.

type Incoming = Omit<typeof incomingSettings.$inferInsert, 'airlineId'>;
type Outgoing = Omit<typeof outgoingSettings.$inferInsert, 'airlineId'>;

export async function seedMessaging(ctx: DemoSeedContext): Promise<void> {
  const airlineId = ctx.need('airline').id;
  const contracts = ctx.need('contracts');

  const incoming: Incoming[] = [
    // Сибирь Логистик's system in Tyumen posts its bookings, AWB data and statuses.
    { airport: 'TJM', contractId: contracts.agent, username: 'cimp@sibir-logistic.example', telegrams: ['FFR', 'FWB', 'FSU'], protocol: 'HTTP' },
    // АэроТранс Карго at Vnukovo sends its telegrams from a mailbox behind a Type B gateway.
    { airport: 'VKO', contractId: contracts.otherAgent, username: 'telex@aerotrans-cargo.example', telegrams: ['FFR', 'FWB', 'FMA', 'FNA'], protocol: 'EMAIL' },
    // Surgut's handling agent: manifests, statuses and customs answers, on no client's behalf.
    { airport: 'SGC', contractId: null, username: 'telex@sgc-cargo.example', telegrams: ['FFM', 'FSU', 'CSN', 'FMA', 'FNA'], protocol: 'EMAIL' },
  ];

  const outgoing: Outgoing[] = [
    {
      airport: 'VKO',
      active: true,
      type: 'FFM',
      format: 'CIMP',
      version: 8,
      protocol: 'EMAIL',
      recipients: ['ffm@vko-handling.example'],
      copy: ['load.control@utair-cargo.test'],
      arrivalPort: true,
      arrivalReceivers: ['telex@sgc-cargo.example'],
      subject: 'FFM {company}{flight}/{date} {departure}',
      body: 'Грузовой манифест рейса во вложении.',
      attachmentName: 'FFM_{company}{flight}_{date}.txt',
      intervalMinutes: 30,
      closeFlight: true,
      excludedAirports: [],
    },
    {
      airport: 'SGC',
      active: true,
      type: 'FBL',
      format: 'CIMP',
      version: 4,
      protocol: 'EMAIL',
      recipients: ['telex@sgc-cargo.example'],
      subject: 'FBL {company}{flight}/{date} {departure}',
      intervalMinutes: 60,
      sendEmpty: true,
      excludedAirports: ['NUX'],
    },
    {
      airport: 'TJM',
      active: false,
      type: 'FSU',
      format: 'CIMP',
      version: 15,
      protocol: 'HTTP',
      contractId: contracts.agent,
      recipients: ['https://api.sibir-logistic.example/cimp/status'],
      subject: 'FSU {receipt}',
    },
  ];

  await ctx.db.insert(incomingSettings).values(incoming.map((row) => ({ ...row, airlineId })));
  await ctx.db.insert(outgoingSettings).values(outgoing.map((row) => ({ ...row, airlineId })));
}
