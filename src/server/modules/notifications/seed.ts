import { eq, inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/context';
import { accreditations, airlines, contracts, notifications, users } from '../../db/schema';

// What a demo client finds under the bell: the news of its accreditation and its contract, read
// long ago, as the producers would have written them (accreditations/notify.ts and
// parties/contract-notify.ts).

const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

export async function seedNotifications({ db }: DemoSeedContext): Promise<void> {
  const clients = await db
    .select({ userId: users.id, email: users.email, contractorId: users.contractorId })
    .from(users)
    .where(inArray(users.email, ['agent@demo.test', 'shipper@demo.test', 'preshipper@demo.test']));
  for (const client of clients) {
    const [request] = await db.select({ id: accreditations.id, status: accreditations.status }).from(accreditations).where(eq(accreditations.creatorId, client.userId));
    if (request) {
      await db.insert(notifications).values({
        userId: client.userId,
        group: 'bid',
        level: 'success',
        template: 'accreditationStatus',
        contentData: {
          request: { type: 'link', text: `№ ${request.id}`, subtype: 'questionnaire', params: { id: request.id } },
          status: { type: 'bold', textKey: `resources/accreditations:options.status.${request.status}` },
        },
        createdAt: daysAgo(9),
        viewedAt: client.email === 'preshipper@demo.test' ? null : daysAgo(8),
      });
    }
    if (client.contractorId === null) continue;
    const [contract] = await db
      .select({ id: contracts.id, number: contracts.number, airline: airlines.name })
      .from(contracts)
      .innerJoin(airlines, eq(airlines.id, contracts.airlineId))
      .where(eq(contracts.contractorId, client.contractorId))
      .limit(1);
    if (!contract) continue;
    await db.insert(notifications).values({
      userId: client.userId,
      group: 'bid',
      level: 'success',
      template: 'contractCreated',
      contentData: {
        contract: { type: 'link', text: contract.number, subtype: 'contract', params: { id: contract.id } },
        airline: { type: 'bold', text: contract.airline },
      },
      createdAt: daysAgo(7),
      viewedAt: daysAgo(6),
    });
  }
}
