import { eq, inArray } from 'drizzle-orm';
import type { AbilityCondition } from '@shared/abilities';
import { DEMO_GROUPS, type SeedGroup } from '@shared/accounts/demo-groups';
import type { ClientRole } from '@shared/constants';
import { ACCOUNT_ABILITIES } from '@shared/accounts/abilities';
import { ACCREDITATION_ABILITIES } from '@shared/accreditations/abilities';
import { BOOKING_ABILITIES } from '@shared/booking/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { FINANCE_ABILITIES } from '@shared/finance/abilities';
import { FLIGHT_ABILITIES } from '@shared/flights/abilities';
import { MESSAGING_ABILITIES } from '@shared/messaging/abilities';
import { NOTIFICATION_ABILITIES } from '@shared/notifications/abilities';
import { PARTY_ABILITIES } from '@shared/parties/abilities';
import { PUBLICATION_ABILITIES } from '@shared/publications/abilities';
import { SHIPMENT_ABILITIES } from '@shared/shipments/abilities';
import { STOCK_ABILITIES } from '@shared/stocks/abilities';
import { TARIFF_ABILITIES } from '@shared/tariffs/abilities';
import { TECHNOLOGY_ABILITIES } from '@shared/technology/abilities';
import { hashPassword } from '../../lib/password';
import type { Database } from '../../db/client';
import { accessGroupAbilities, accessGroups, roles, users } from '../../db/schema';
import type { DemoSeedContext } from '../../db/seed/context';
import { DEMO_PASSWORD, type DemoEmail } from '../../db/seed/demo-facts';
import { linkClientGroups } from '../settings';

// The demo logins in the demo airline's groups, and demo accounts beyond them: UTair's cargo department (sales, flight planning,
// warehouses) and the staff of its clients, with narrower groups beside the demo ones, so the
// accounts list pages and the access groups show Company, Route and Departure conditions at work.
// Everyone signs in with the demo password; one warehouse operator is blocked.

const UT: AbilityCondition[] = [{ type: 'Company', company: 'ut' }];
const SURGUT_OUT: AbilityCondition[] = [{ type: 'Departure', company: 'ut', departure: ['SGC'] }];
const SURGUT_IN: AbilityCondition[] = [{ type: 'Arrival', company: 'ut', arrival: ['SGC'] }];
const ANYWHERE: AbilityCondition[] = [{ type: 'Boolean', value: true }];

const grant = (names: readonly string[], conditions: AbilityCondition[]) => names.map((ability) => ({ ability, conditions }));

const STAFF_GROUPS = {
  sales: {
    name: 'Менеджер по продажам грузовых перевозок',
    description: 'Договоры, аккредитация новых клиентов, стоки накладных и тарифные продукты; просмотр тарифов и балансов',
    abilities: grant(
      [
        PARTY_ABILITIES.contracts.view,
        PARTY_ABILITIES.contracts.edit,
        ACCREDITATION_ABILITIES.view,
        ACCREDITATION_ABILITIES.edit,
        STOCK_ABILITIES.view,
        STOCK_ABILITIES.edit,
        TARIFF_ABILITIES.products.view,
        TARIFF_ABILITIES.products.edit,
        ACCOUNT_ABILITIES.accounts.view,
        TARIFF_ABILITIES.fares.view,
        TARIFF_ABILITIES.taxes.view,
        TARIFF_ABILITIES.surcharges.view,
        FINANCE_ABILITIES.balance,
        FINANCE_ABILITIES.payments,
        FINANCE_ABILITIES.documents,
        SHIPMENT_ABILITIES.view,
        PUBLICATION_ABILITIES.view,
        PUBLICATION_ABILITIES.edit,
        CHAT_ABILITIES.view,
        NOTIFICATION_ABILITIES.view,
      ],
      UT,
    ),
  },
  planner: {
    name: 'Планировщик рейсов',
    description: 'Рейсы, ёмкости, загрузка и квоты; обработка бронирований и их правила',
    abilities: grant(
      [
        FLIGHT_ABILITIES.view,
        FLIGHT_ABILITIES.info,
        FLIGHT_ABILITIES.manualEdit,
        TECHNOLOGY_ABILITIES.capacities.view,
        TECHNOLOGY_ABILITIES.capacities.edit,
        TECHNOLOGY_ABILITIES.payloads.view,
        TECHNOLOGY_ABILITIES.payloads.edit,
        TECHNOLOGY_ABILITIES.quotas.view,
        TECHNOLOGY_ABILITIES.quotas.edit,
        TECHNOLOGY_ABILITIES.paxes.view,
        TECHNOLOGY_ABILITIES.baggages.view,
        TECHNOLOGY_ABILITIES.routes.view,
        SHIPMENT_ABILITIES.view,
        BOOKING_ABILITIES.bookings.view,
        BOOKING_ABILITIES.bookings.edit,
        TECHNOLOGY_ABILITIES.rules.view,
        TECHNOLOGY_ABILITIES.rules.edit,
        TECHNOLOGY_ABILITIES.handlers.view,
        NOTIFICATION_ABILITIES.view,
      ],
      UT,
    ),
  },
  warehouse: {
    name: 'Оператор склада в Сургуте',
    description: 'Груз из Сургута и в Сургут: приёмка, хранение и телеграммы',
    abilities: [
      { ability: SHIPMENT_ABILITIES.view, conditions: [...SURGUT_OUT, ...SURGUT_IN] },
      // Cargo leaving Surgut is accepted there; its movements are entered at either end.
      { ability: SHIPMENT_ABILITIES.accept, conditions: SURGUT_OUT },
      { ability: SHIPMENT_ABILITIES.movements, conditions: [...SURGUT_OUT, ...SURGUT_IN] },
      { ability: FLIGHT_ABILITIES.view, conditions: [...SURGUT_OUT, ...SURGUT_IN] },
      { ability: FLIGHT_ABILITIES.info, conditions: SURGUT_OUT },
      ...grant([TECHNOLOGY_ABILITIES.warehouse.view, TECHNOLOGY_ABILITIES.warehouse.edit, TECHNOLOGY_ABILITIES['warehouse-rules'].view, TECHNOLOGY_ABILITIES.handlers.view, MESSAGING_ABILITIES.cimp.view], UT),
      ...grant([NOTIFICATION_ABILITIES.view], ANYWHERE),
    ],
  },
};

interface Person {
  name: string;
  email: string;
  timeZone: string;
  active?: boolean;
}

const AIRLINE_STAFF: Record<'admin' | keyof typeof STAFF_GROUPS, Person[]> = {
  admin: [{ name: 'Сергей Белов', email: 's.belov@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' }],
  sales: [
    { name: 'Елена Смирнова', email: 'e.smirnova@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
    { name: 'Андрей Ковалёв', email: 'a.kovalev@utair-cargo.test', timeZone: 'Europe/Moscow' },
    { name: 'Мария Фёдорова', email: 'm.fedorova@utair-cargo.test', timeZone: 'Europe/Moscow' },
    { name: 'Тимур Садыков', email: 't.sadykov@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
  ],
  planner: [
    { name: 'Виктор Зайцев', email: 'v.zaitsev@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
    { name: 'Наталья Громова', email: 'n.gromova@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
    { name: 'Олег Тарасов', email: 'o.tarasov@utair-cargo.test', timeZone: 'Europe/Moscow' },
  ],
  warehouse: [
    { name: 'Руслан Хабибуллин', email: 'r.khabibullin@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
    { name: 'Светлана Никитина', email: 's.nikitina@utair-cargo.test', timeZone: 'Asia/Yekaterinburg' },
    { name: 'Игорь Панов', email: 'i.panov@utair-cargo.test', timeZone: 'Asia/Yekaterinburg', active: false },
  ],
};

const SIBIR: Person[] = [
  { name: 'Наталья Орлова', email: 'n.orlova@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Кирилл Васильев', email: 'k.vasiliev@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Юлия Романова', email: 'y.romanova@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Денис Макаров', email: 'd.makarov@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Алина Захарова', email: 'a.zakharova@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Максим Егоров', email: 'm.egorov@sibir-logistic.test', timeZone: 'Asia/Omsk' },
  { name: 'Екатерина Павлова', email: 'e.pavlova@sibir-logistic.test', timeZone: 'Asia/Yekaterinburg' },
];
const AEROTRANS: Person[] = [
  { name: 'Владимир Степанов', email: 'v.stepanov@aerotrans.test', timeZone: 'Europe/Moscow' },
  { name: 'Ирина Медведева', email: 'i.medvedeva@aerotrans.test', timeZone: 'Europe/Moscow' },
  { name: 'Артём Николаев', email: 'a.nikolaev@aerotrans.test', timeZone: 'Europe/Moscow' },
  { name: 'Ольга Алексеева', email: 'o.alekseeva@aerotrans.test', timeZone: 'Europe/Moscow' },
  { name: 'Роман Киселёв', email: 'r.kiselev@aerotrans.test', timeZone: 'Europe/Moscow' },
  { name: 'Полина Сорокина', email: 'p.sorokina@aerotrans.test', timeZone: 'Europe/Samara' },
];
const YAMAL: Person[] = [
  { name: 'Алексей Яптик', email: 'a.yaptik@yamalfish.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Галина Лаптандер', email: 'g.laptander@yamalfish.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Николай Окотэтто', email: 'n.okotetto@yamalfish.test', timeZone: 'Asia/Yekaterinburg' },
  { name: 'Татьяна Сэротэтто', email: 't.serotetto@yamalfish.test', timeZone: 'Asia/Yekaterinburg' },
];

async function insertGroup(db: Database, airlineId: number, group: { name: string; description: string; abilities: { ability: string; conditions: AbilityCondition[] }[] }): Promise<number> {
  const [row] = await db.insert(accessGroups).values({ name: group.name, description: group.description, airlineId }).returning({ id: accessGroups.id });
  if (!row) throw new Error(`access group ${group.name} not inserted`);
  await db.insert(accessGroupAbilities).values(group.abilities.map((a) => ({ ...a, groupId: row.id })));
  return row.id;
}

/** The demo logins' groups, found through the logins rather than by the groups' names. */
async function groupOf(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo login ${email} is missing: seed the demo users before the accounts`);
  return user.groupId;
}

async function insertDemoGroup(db: Database, group: SeedGroup, airlineId: number): Promise<number> {
  const [row] = await db
    .insert(accessGroups)
    .values({ code: group.code, name: group.name, description: group.description, airlineId })
    .returning({ id: accessGroups.id });
  if (!row) throw new Error('access group not inserted');
  await db.insert(accessGroupAbilities).values(group.abilities.map((a) => ({ ...a, groupId: row.id })));
  return row.id;
}

/** The five demo logins of demo-facts.ts, each in its demo group; returns the airline employee's id. */
async function seedDemoLogins(db: Database, ctx: DemoSeedContext, roleIds: { ak: number; agent: number }, passwordHash: string): Promise<number> {
  const airlineId = ctx.need('airline').id;
  const company = ctx.need('contractors');
  const [newcomer] = await db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.code, DEMO_GROUPS.newcomer.code ?? ''));
  if (!newcomer) throw new Error('base data missing: the newcomer group');
  const groups = {
    airline: await insertDemoGroup(db, DEMO_GROUPS.airline, airlineId),
    agent: await insertDemoGroup(db, DEMO_GROUPS.agent, airlineId),
    shipper: await insertDemoGroup(db, DEMO_GROUPS.shipper, airlineId),
    approvedShipper: await insertDemoGroup(db, DEMO_GROUPS.approvedShipper, airlineId),
    newcomer: newcomer.id,
  };
  const person = (email: DemoEmail, name: string, clientRole: ClientRole, accessGroupId: number, extra: Partial<typeof users.$inferInsert>) => ({
    email,
    name,
    passwordHash,
    clientRole,
    accessGroupId,
    roleId: roleIds.agent,
    timeZone: 'Asia/Yekaterinburg',
    ...extra,
  });
  const [airlineUser] = await db
    .insert(users)
    .values([
      person('airline@demo.test', 'Ирина Соколова', 'AIR_COMPANY', groups.airline, { roleId: roleIds.ak, airlineId }),
      person('agent@demo.test', 'Павел Морозов', 'EXPEDITOR', groups.agent, { contractorId: company.agent }),
      person('shipper@demo.test', 'Ольга Лебедева', 'SHIPPER', groups.shipper, { contractorId: company.shipper }),
      person('preshipper@demo.test', 'Дмитрий Кузнецов', 'APPROVED_SHIPPER', groups.approvedShipper, { contractorId: company.approvedShipper }),
      person('newclient@demo.test', 'Анна Волкова', 'ANON_COMPANY_USER', groups.newcomer, { timeZone: 'Europe/Moscow' }),
    ])
    .returning({ id: users.id });
  if (!airlineUser) throw new Error('users not inserted');
  // The accreditation hands these groups out to the clients it makes.
  await linkClientGroups(db, airlineId, { approved: groups.approvedShipper, shipper: groups.shipper, expeditor: groups.agent });
  return airlineUser.id;
}

export async function seedAccounts(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const airlineId = ctx.need('airline').id;
  const contractors = ctx.need('contractors');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const roleIds = new Map((await db.select({ id: roles.id, code: roles.code }).from(roles).where(inArray(roles.code, ['AK', 'AGENT']))).map((r) => [r.code, r.id]));
  const ak = roleIds.get('AK');
  const agentRole = roleIds.get('AGENT');
  if (!ak || !agentRole) throw new Error('base data missing: the AK and AGENT roles');
  const airlineUserId = await seedDemoLogins(db, ctx, { ak, agent: agentRole }, passwordHash);
  ctx.provide('airlineUserId', airlineUserId);

  const [admin] = await db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.id, airlineUserId));
  if (!admin) throw new Error('the demo airline employee is missing');
  const agentGroup = await groupOf(db, 'agent@demo.test');
  const shipperGroup = await groupOf(db, 'shipper@demo.test');
  const agentAbilities = await db
    .select({ ability: accessGroupAbilities.ability, conditions: accessGroupAbilities.conditions })
    .from(accessGroupAbilities)
    .where(eq(accessGroupAbilities.groupId, agentGroup));
  const staffGroups = {
    admin: admin.groupId,
    sales: await insertGroup(db, airlineId, STAFF_GROUPS.sales),
    planner: await insertGroup(db, airlineId, STAFF_GROUPS.planner),
    warehouse: await insertGroup(db, airlineId, STAFF_GROUPS.warehouse),
  };
  // A client's own administrator: the agent's rights plus managing the company's accounts.
  const agentAdmin = await insertGroup(db, airlineId, {
    name: 'Администратор агента',
    description: 'Руководитель офиса агента: права агента и учётные записи его сотрудников',
    abilities: [...agentAbilities, ...grant([ACCOUNT_ABILITIES.accounts.view, ACCOUNT_ABILITIES.accounts.edit], UT)],
  });

  const row = (person: Person, extra: { roleId: number; clientRole: ClientRole; accessGroupId: number; airlineId?: number; contractorId?: number }) => ({
    name: person.name,
    email: person.email,
    timeZone: person.timeZone,
    active: person.active ?? true,
    passwordHash,
    ...extra,
  });
  const staff = Object.entries(AIRLINE_STAFF).flatMap(([group, people]) =>
    people.map((person) => row(person, { roleId: ak, clientRole: 'AIR_COMPANY', accessGroupId: staffGroups[group as keyof typeof staffGroups], airlineId })),
  );
  const clients = [
    ...SIBIR.map((person, index) =>
      row(person, { roleId: agentRole, clientRole: 'EXPEDITOR', accessGroupId: index === 0 ? agentAdmin : agentGroup, contractorId: contractors.agent }),
    ),
    ...AEROTRANS.map((person) => row(person, { roleId: agentRole, clientRole: 'EXPEDITOR', accessGroupId: agentGroup, contractorId: contractors.otherAgent })),
    ...YAMAL.map((person) => row(person, { roleId: agentRole, clientRole: 'SHIPPER', accessGroupId: shipperGroup, contractorId: contractors.shipper })),
  ];
  await db.insert(users).values([...staff, ...clients]);
}
