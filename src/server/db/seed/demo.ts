import { eq, sql } from 'drizzle-orm';
import type { ClientRole } from '@shared/constants';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { accessGroupAbilities, accessGroups, airlines, contractors, contracts, movements, roles, shipments, users } from '../schema';
import { DEMO_GROUPS, type SeedGroup } from '@shared/demo/access-groups';
import { DEMO_PASSWORD, DEMO_SHIPMENT_SPLIT, type DemoEmail } from './demo-facts';
import { seededRandom } from './random';
import { planShipments } from './shipments';
import { seedHandbooks } from './handbooks';
import { seedChats } from './chats';
import { seedNotifications } from './notifications';

// A believable demo airline for an empty database: UTair (UT, AWB prefix 298), its clients,
// their contracts, the demo logins and a month of shipments with their movements.

export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

async function insertGroup(tx: Database, group: SeedGroup, airlineId: number): Promise<number> {
  const [row] = await tx
    .insert(accessGroups)
    .values({ code: group.code, name: group.name, description: group.description, airlineId })
    .returning({ id: accessGroups.id });
  if (!row) throw new Error('access group not inserted');
  await tx.insert(accessGroupAbilities).values(group.abilities.map((a) => ({ ...a, groupId: row.id })));
  return row.id;
}

/** Seeds the demo airline into an empty database that already holds the base data. */
export async function seedDemo(db: Database, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const random = seededRandom(298);
  await db.transaction(async (tx) => {
    // The roles and the newcomer group are base data (ensureBaseData, run before this).
    const [ak] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'AK'));
    const [agentRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'AGENT'));
    const [newcomer] = await tx.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, DEMO_GROUPS.newcomer.code ?? ''));
    const [ut] = await tx
      .insert(airlines)
      .values({
        marker: 'ut',
        iata: 'UT',
        icao: 'UTA',
        name: 'UTair Aviation',
        awbPrefixes: ['298'],
        bookingPriorities: [
          { code: 'XPS', priority: 1 },
          { code: 'PIL', priority: 2 },
          { code: 'PER', priority: 3 },
          { code: 'GCR', priority: 4 },
        ],
      })
      .returning({ id: airlines.id });
    if (!ak || !agentRole || !newcomer) throw new Error('base data missing: run ensureBaseData before seedDemo');
    if (!ut) throw new Error('airline not inserted');

    const groups = {
      airline: await insertGroup(tx, DEMO_GROUPS.airline, ut.id),
      agent: await insertGroup(tx, DEMO_GROUPS.agent, ut.id),
      shipper: await insertGroup(tx, DEMO_GROUPS.shipper, ut.id),
      approvedShipper: await insertGroup(tx, DEMO_GROUPS.approvedShipper, ut.id),
      newcomer: newcomer.id,
    };

    const [sibir, yamal, ural, aerotrans] = await tx
      .insert(contractors)
      .values([
        {
          name: 'Sibir Logistic',
          fullName: 'Sibir Logistic LLC',
          inn: '7203412655',
          kpp: '720301001',
          country: 'RU',
          city: 'Tyumen',
          address: '625031, Tyumen, Shirotnaya st. 29',
          postalIndex: '625031',
          phone: '+7 3452 55-12-40',
          contacts: [
            { type: 'email', value: 'cargo@sibir-logistic.example' },
            { type: 'phone', value: '+7 3452 55-12-41' },
          ],
        },
        {
          name: 'Yamal Fish Export',
          fullName: 'Yamal Fish Export JSC',
          inn: '8901027745',
          kpp: '890101001',
          country: 'RU',
          city: 'Salekhard',
          address: '629008, Salekhard, Respubliki st. 73',
          postalIndex: '629008',
          phone: '+7 34922 4-18-60',
          contacts: [{ type: 'email', value: 'logistics@yamalfish.example' }],
        },
        {
          name: 'Ural Pharma Trade',
          fullName: 'Ural Pharma Trade LLC',
          inn: '6671093318',
          kpp: '667101001',
          country: 'RU',
          city: 'Yekaterinburg',
          address: '620014, Yekaterinburg, Malysheva st. 51',
          postalIndex: '620014',
          phone: '+7 343 310-22-05',
          contacts: [],
        },
        {
          name: 'AeroTrans Cargo',
          fullName: 'AeroTrans Cargo LLC',
          inn: '7714460281',
          kpp: '771401001',
          country: 'RU',
          city: 'Moscow',
          address: '119027, Moscow, Vnukovo airport, Cargo terminal',
          postalIndex: '119027',
          phone: '+7 495 436-70-10',
          contacts: [{ type: 'fax', value: '+7 495 436-70-11' }],
        },
      ])
      .returning({ id: contractors.id });
    if (!sibir || !yamal || !ural || !aerotrans) throw new Error('contractors not inserted');

    const [sibirContract, yamalContract, aerotransContract] = await tx
      .insert(contracts)
      .values([
        { number: 'UT-AG-2024/017', airlineId: ut.id, contractorId: sibir.id, type: 'agent', country: 'RU', accountCode: '72-0017', currency: 'RUB', validFrom: '2024-01-01', unlimited: true },
        { number: 'UT-SH-2025/042', airlineId: ut.id, contractorId: yamal.id, type: 'shipper', country: 'RU', accountCode: '89-0042', currency: 'RUB', validFrom: '2025-03-01', validTo: '2026-12-31' },
        { number: 'UT-AG-2023/005', airlineId: ut.id, contractorId: aerotrans.id, type: 'agent', country: 'RU', accountCode: '77-0005', currency: 'RUB', validFrom: '2023-06-15', unlimited: true, foundationNumber: 'GSA-2019/3' },
      ])
      .returning({ id: contracts.id });
    if (!sibirContract || !yamalContract || !aerotransContract) throw new Error('contracts not inserted');

    const person = (email: DemoEmail, name: string, clientRole: ClientRole, accessGroupId: number, extra: Partial<typeof users.$inferInsert>) => ({
      email,
      name,
      passwordHash,
      clientRole,
      accessGroupId,
      roleId: agentRole.id,
      timeZone: 'Asia/Yekaterinburg',
      ...extra,
    });
    const [airlineUser] = await tx.insert(users).values([
      person('airline@demo.test', 'Irina Sokolova', 'AIR_COMPANY', groups.airline, { roleId: ak.id, airlineId: ut.id }),
      person('agent@demo.test', 'Pavel Morozov', 'EXPEDITOR', groups.agent, { contractorId: sibir.id }),
      person('shipper@demo.test', 'Olga Lebedeva', 'SHIPPER', groups.shipper, { contractorId: yamal.id }),
      person('preshipper@demo.test', 'Dmitry Kuznetsov', 'APPROVED_SHIPPER', groups.approvedShipper, { contractorId: ural.id }),
      person('newclient@demo.test', 'Anna Volkova', 'ANON_COMPANY_USER', groups.newcomer, { timeZone: 'Europe/Moscow' }),
    ]).returning({ id: users.id });
    if (!airlineUser) throw new Error('users not inserted');

    const owners = [
      { contractorId: sibir.id, contractId: sibirContract.id, count: DEMO_SHIPMENT_SPLIT.agent },
      { contractorId: yamal.id, contractId: yamalContract.id, count: DEMO_SHIPMENT_SPLIT.shipper },
      { contractorId: aerotrans.id, contractId: aerotransContract.id, count: DEMO_SHIPMENT_SPLIT.otherAgent },
    ];
    await seedHandbooks(tx, {
      airlineId: ut.id,
      contractors: { agent: sibir.id, shipper: yamal.id, approvedShipper: ural.id, otherAgent: aerotrans.id },
      contracts: { agent: sibirContract.id, shipper: yamalContract.id, otherAgent: aerotransContract.id },
      airlineUserId: airlineUser.id,
    });

    let index = 0;
    for (const owner of owners) {
      for (const planned of planShipments(index, owner.count, now, random)) {
        const { movements: moves, ...fields } = planned;
        const [row] = await tx
          .insert(shipments)
          .values({ ...fields, airlineId: ut.id, contractorId: owner.contractorId, contractId: owner.contractId })
          .returning({ id: shipments.id });
        if (!row) throw new Error('shipment not inserted');
        if (moves.length) {
          await tx.insert(movements).values(
            moves.map((m) => ({ ...m, shipmentId: row.id, pieces: fields.pieces, weight: fields.weight, volume: fields.volume })),
          );
        }
      }
      index += owner.count;
    }
    await seedChats(tx, now);
    await seedNotifications(tx);
  });
}
