import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@shared/constants';
import type { LookupOption } from '@shared/resources/lookups';
import {
  accessGroupAbilities,
  accessGroups,
  accreditations,
  airCompanies,
  airports,
  capacities,
  commodities,
  contractors,
  contractPaymentMethods,
  contracts,
  countries,
  payloads,
  persons,
  products,
  roles,
  stockItems,
  stocks,
  warehouses,
} from '../../db/schema';
import { queryRows } from '../../db/client';
import { airlineScope, rowScope } from '../../lib/scope';
import { like, prefix, type LookupContext, type LookupProvider } from './types';

// Lookups over the database. Those of client-owned rows are scoped like every endpoint: airline
// staff see their airline's, client users their own contractor's.

const ids = (values: readonly (string | number)[]): number[] => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const codes = (values: readonly (string | number)[]): string[] => values.map((value) => String(value).toUpperCase());

/** Signed-in only: a lookup of this kind answers nothing to a visitor. */
const noUser = (ctx: LookupContext): boolean => ctx.user === null;

export const airportLookup: LookupProvider = {
  name: 'airport',
  access: '*',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const rows = await ctx.db
      .select({ code: airports.code, name: airports.name, city: airports.city, country: airports.countryCode })
      .from(airports)
      .where(needle ? or(ilike(airports.code, prefix(needle)), ilike(airports.icao, prefix(needle)), ilike(airports.city, like(needle)), ilike(airports.name, like(needle))) : eq(airports.active, true))
      .orderBy(sql`${airports.code} = upper(${needle}) desc`, asc(airports.classification), asc(airports.code))
      .limit(limit);
    return rows.map((r) => ({ value: r.code, label: `${r.code} ${r.city}`, description: `${r.name}, ${r.country}` }));
  },
  async resolve(ctx, values) {
    const rows = await ctx.db.select().from(airports).where(inArray(airports.code, codes(values)));
    return rows.map((r) => ({ value: r.code, label: `${r.code} ${r.city}`, description: `${r.name}, ${r.countryCode}` }));
  },
};

export const airCompanyLookup: LookupProvider = {
  name: 'airCompany',
  access: '*',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const rows = await ctx.db
      .select()
      .from(airCompanies)
      .where(needle ? or(ilike(airCompanies.iata, prefix(needle)), ilike(airCompanies.icao, prefix(needle)), ilike(airCompanies.name, like(needle))) : eq(airCompanies.active, true))
      .orderBy(sql`${airCompanies.iata} = upper(${needle}) desc`, sql`${airCompanies.active} desc`, asc(airCompanies.name))
      .limit(limit);
    return rows.map((r) => ({ value: r.iata, label: `${r.iata} ${r.name}`, description: r.icao ?? undefined }));
  },
  async resolve(ctx, values) {
    const rows = await ctx.db.select().from(airCompanies).where(inArray(airCompanies.iata, codes(values)));
    return rows.map((r) => ({ value: r.iata, label: `${r.iata} ${r.name}` }));
  },
};

export const countryLookup: LookupProvider = {
  name: 'country',
  access: '*',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const name = ctx.locale === 'ru' ? countries.nameRu : countries.nameEn;
    const rows = await ctx.db
      .select({ code: countries.code, name })
      .from(countries)
      .where(needle ? or(ilike(countries.code, prefix(needle)), ilike(countries.nameRu, like(needle)), ilike(countries.nameEn, like(needle))) : undefined)
      .orderBy(sql`${countries.code} = upper(${needle}) desc`, asc(name))
      .limit(limit);
    return rows.map((r) => ({ value: r.code, label: r.name, description: r.code }));
  },
  async resolve(ctx, values) {
    const name = ctx.locale === 'ru' ? countries.nameRu : countries.nameEn;
    const rows = await ctx.db.select({ code: countries.code, name }).from(countries).where(inArray(countries.code, codes(values)));
    return rows.map((r) => ({ value: r.code, label: r.name, description: r.code }));
  },
};

/** Registrations the airline's capacity and payload handbooks know; new ones may be typed. */
export const airplaneLookup: LookupProvider = {
  name: 'airplane',
  access: 'USER',
  openValues: true,
  async search(ctx, q, limit) {
    if (!ctx.user) return [];
    const needle = q.trim().toUpperCase();
    const rows = await queryRows<{ registration: string; type: string }>(ctx.db, sql`
      select distinct r.registration, r.type from (
        select unnest(${capacities.registrations}) as registration, ${capacities.aircraftType} as type from ${capacities} where ${airlineScope(ctx.user, capacities.airlineId)}
        union select unnest(${payloads.registrations}), ${payloads.aircraftType} from ${payloads} where ${airlineScope(ctx.user, payloads.airlineId)}
      ) r where r.registration like ${prefix(needle)} order by 1 limit ${limit}`);
    return rows.map((r) => ({ value: r.registration, label: r.registration, description: r.type }));
  },
  async resolve(_ctx, values) {
    return codes(values).map((value) => ({ value, label: value }));
  },
};

/** Unused AWB numbers of the caller's stocks. */
export const awbBlankLookup: LookupProvider = {
  name: 'awbBlank',
  access: 'USER',
  async search(ctx, q, limit) {
    if (!ctx.user) return [];
    const needle = q.replace(/\D/g, '');
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(
        and(
          eq(stockItems.status, 'unused'),
          rowScope(ctx.user, { airlineId: stocks.airlineId, contractorId: contracts.contractorId }),
          needle ? sql`(${stockItems.prefix} || ${stockItems.serial}) like ${prefix(needle)}` : undefined,
        ),
      )
      .orderBy(asc(stockItems.prefix), asc(stockItems.number))
      .limit(limit);
    return rows.map((r) => ({ value: `${r.prefix}-${r.serial}`, label: `${r.prefix}-${r.serial}` }));
  },
  async resolve(ctx, values) {
    if (!ctx.user) return [];
    const wanted = values.map(String).map((value) => value.replace(/\D/g, ''));
    const rows = await ctx.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .innerJoin(contracts, eq(contracts.id, stocks.contractId))
      .where(
        and(
          eq(stockItems.status, 'unused'),
          rowScope(ctx.user, { airlineId: stocks.airlineId, contractorId: contracts.contractorId }),
          inArray(sql`${stockItems.prefix} || ${stockItems.serial}`, wanted),
        ),
      );
    return rows.map((r) => ({ value: `${r.prefix}-${r.serial}`, label: `${r.prefix}-${r.serial}` }));
  },
};

type Where = ReturnType<typeof and>;

const toOptions = (rows: { value: number; label: string | null; description?: string | null }[]): LookupOption[] =>
  rows.map((r) => ({ value: r.value, label: r.label ?? String(r.value), ...(r.description ? { description: r.description } : {}) }));

/** Search by text, or resolve by ids, through one query per lookup. */
function byId(name: LookupProvider['name'], run: (ctx: LookupContext, where: Where, limit: number) => Promise<LookupOption[]>, searchIn: (ctx: LookupContext) => PgColumn[], id: PgColumn, labelSql: LookupProvider['labelSql']): LookupProvider {
  return {
    name,
    access: 'USER',
    search: (ctx, q, limit) => {
      if (noUser(ctx)) return Promise.resolve([]);
      const needle = q.trim();
      return run(ctx, needle ? or(...searchIn(ctx).map((column) => ilike(column, like(needle)))) : undefined, limit);
    },
    resolve: (ctx, values) => (noUser(ctx) || !ids(values).length ? Promise.resolve([]) : run(ctx, inArray(id, ids(values)), 1000)),
    ...(labelSql ? { labelSql } : {}),
  };
}

const labelOf = (expression: ReturnType<typeof sql>) => (column: PgColumn) => sql<string | null>`(${expression} ${column})`;

export const contractLookup = byId(
  'contract',
  async (ctx, where, limit) =>
    toOptions(
      await ctx.db
        .select({ value: contracts.id, label: contracts.number, description: contractors.name })
        .from(contracts)
        .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
        .where(and(rowScope(ctx.user!, { airlineId: contracts.airlineId, contractorId: contracts.contractorId }), where))
        .orderBy(asc(contracts.number))
        .limit(limit),
    ),
  () => [contracts.number, contractors.name],
  contracts.id,
  labelOf(sql`select ${contracts.number} from ${contracts} where ${contracts.id} =`),
);

/** Contractors the airline knows: those with a contract or an accreditation request with it. */
export const contractorLookup = byId(
  'contractor',
  async (ctx, where, limit) => {
    const user = ctx.user!;
    const scope =
      user.airlineId !== null
        ? or(
            inArray(contractors.id, sql`(select ${contracts.contractorId} from ${contracts} where ${contracts.airlineId} = ${user.airlineId})`),
            inArray(contractors.id, sql`(select ${accreditations.contractorId} from ${accreditations} where ${accreditations.airlineId} = ${user.airlineId})`),
          )
        : user.contractorId !== null
          ? eq(contractors.id, user.contractorId)
          : sql`false`;
    return toOptions(
      await ctx.db
        .select({ value: contractors.id, label: contractors.name, description: contractors.inn })
        .from(contractors)
        .where(and(scope, where))
        .orderBy(asc(contractors.name))
        .limit(limit),
    );
  },
  () => [contractors.name, contractors.fullName, contractors.inn],
  contractors.id,
  labelOf(sql`select ${contractors.name} from ${contractors} where ${contractors.id} =`),
);

export const personLookup = byId(
  'person',
  async (ctx, where, limit) => {
    const user = ctx.user!;
    const scope = user.airlineId !== null ? eq(persons.airlineId, user.airlineId) : user.contractorId !== null ? eq(persons.contractorId, user.contractorId) : sql`false`;
    return toOptions(
      await ctx.db
        .select({ value: persons.id, label: persons.name, description: persons.position })
        .from(persons)
        .where(and(scope, where))
        .orderBy(asc(persons.name))
        .limit(limit),
    );
  },
  () => [persons.name, persons.position],
  persons.id,
  labelOf(sql`select ${persons.name} from ${persons} where ${persons.id} =`),
);

export const commodityLookup = byId(
  'commodity',
  async (ctx, where, limit) => {
    const name = ctx.locale === 'ru' ? commodities.nameRu : commodities.nameEn;
    return toOptions(
      await ctx.db
        .select({ value: commodities.id, label: sql<string>`${commodities.code} || ' ' || ${name}`, description: commodities.hsCodes })
        .from(commodities)
        .where(and(airlineScope(ctx.user!, commodities.airlineId), where))
        .orderBy(asc(commodities.code))
        .limit(limit),
    );
  },
  () => [commodities.code, commodities.nameRu, commodities.nameEn, commodities.hsCodes],
  commodities.id,
  labelOf(sql`select ${commodities.code} || ' ' || ${commodities.nameEn} from ${commodities} where ${commodities.id} =`),
);

export const tariffProductLookup = byId(
  'tariffProduct',
  async (ctx, where, limit) => {
    const name = ctx.locale === 'ru' ? products.nameRu : products.nameEn;
    return toOptions(
      await ctx.db
        .select({ value: products.id, label: sql<string>`${products.code} || ' ' || ${name}`, description: sql<string>`array_to_string(${products.shc}, ' ')` })
        .from(products)
        .where(and(airlineScope(ctx.user!, products.airlineId), where))
        .orderBy(asc(products.priority), asc(products.code))
        .limit(limit),
    );
  },
  () => [products.code, products.nameRu, products.nameEn],
  products.id,
  labelOf(sql`select ${products.code} || ' ' || ${products.nameEn} from ${products} where ${products.id} =`),
);

export const warehouseLookup = byId(
  'warehouse',
  async (ctx, where, limit) =>
    toOptions(
      await ctx.db
        .select({ value: warehouses.id, label: sql<string>`${warehouses.code} || ' ' || ${warehouses.name}`, description: warehouses.airport })
        .from(warehouses)
        .where(and(airlineScope(ctx.user!, warehouses.airlineId), where))
        .orderBy(asc(warehouses.code))
        .limit(limit),
    ),
  () => [warehouses.code, warehouses.name, warehouses.airport],
  warehouses.id,
  labelOf(sql`select ${warehouses.code} || ' ' || ${warehouses.name} from ${warehouses} where ${warehouses.id} =`),
);

/**
 * Section 6's account roles: labelled by their codes (AK, AGENT), which lists, forms and sheets
 * show alike and an import reads back, with the role's name in the reader's language beside.
 */
export const roleLookup: LookupProvider = {
  name: 'role',
  access: 'USER',
  async search(ctx, q, limit) {
    if (noUser(ctx)) return [];
    const needle = q.trim().toLowerCase();
    return (await roleOptions(ctx)).filter((o) => !needle || `${o.label} ${o.description}`.toLowerCase().includes(needle)).slice(0, limit);
  },
  async resolve(ctx, values) {
    if (noUser(ctx)) return [];
    const wanted = new Set(ids(values));
    return (await roleOptions(ctx)).filter((o) => wanted.has(Number(o.value)));
  },
  labelSql: labelOf(sql`select ${roles.code}::text from ${roles} where ${roles.id} =`),
};

async function roleOptions(ctx: LookupContext): Promise<LookupOption[]> {
  const rows = await ctx.db.select({ value: roles.id, code: roles.code }).from(roles).orderBy(asc(roles.id));
  return rows.map((r) => ({ value: r.value, label: r.code, description: ctx.t(`profile:accountRole.${r.code}`) }));
}

/**
 * The groups a caller may give an account: airline staff their airline's groups and the groups
 * every installation has (the newcomers'); a client's administrator only groups of the airlines
 * serving the client that grant nothing the administrator does not hold, so no one hands out more
 * than they have.
 */
export const accessGroupLookup = byId(
  'accessGroup',
  async (ctx, where, limit) => {
    const user = ctx.user!;
    const held = Object.keys(user.abilities);
    const withinHeld = held.length
      ? sql`not exists (select 1 from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id} and ${accessGroupAbilities.ability} not in (${sql.join(
          held.map((name) => sql`${name}`),
          sql`, `,
        )}))`
      : sql`not exists (select 1 from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id})`;
    const scope =
      user.airlineId !== null
        ? or(eq(accessGroups.airlineId, user.airlineId), isNull(accessGroups.airlineId))
        : user.contractorId !== null
          ? and(inArray(accessGroups.airlineId, sql`(select ${contracts.airlineId} from ${contracts} where ${contracts.contractorId} = ${user.contractorId})`), withinHeld)
          : sql`false`;
    return toOptions(
      await ctx.db
        .select({ value: accessGroups.id, label: accessGroups.name, description: accessGroups.description })
        .from(accessGroups)
        .where(and(scope, where))
        .orderBy(asc(accessGroups.name))
        .limit(limit),
    );
  },
  () => [accessGroups.name],
  accessGroups.id,
  labelOf(sql`select ${accessGroups.name} from ${accessGroups} where ${accessGroups.id} =`),
);

/** Payment methods of section 9; with `contractId`, those the contract allows. */
export const contractPayMethodLookup: LookupProvider = {
  name: 'contractPayMethod',
  access: 'USER',
  async search(ctx, q, limit) {
    const all = await methodsFor(ctx);
    const needle = q.trim().toLowerCase();
    return all.filter((o) => !needle || `${o.value} ${o.label}`.toLowerCase().includes(needle)).slice(0, limit);
  },
  async resolve(ctx, values) {
    const wanted = new Set(values.map(String));
    return (await methodsFor(ctx)).filter((o) => wanted.has(String(o.value)));
  },
};

async function methodsFor(ctx: LookupContext): Promise<LookupOption[]> {
  const option = (code: string) => ({ value: code, label: `${code} ${ctx.t(`reference:paymentMethod.${code}`)}` });
  const contractId = Number(ctx.params.contractId);
  if (!ctx.user || !Number.isInteger(contractId) || contractId < 1) return PAYMENT_METHODS.map(option);
  const rows = await ctx.db
    .select({ method: contractPaymentMethods.method })
    .from(contractPaymentMethods)
    .innerJoin(contracts, eq(contracts.id, contractPaymentMethods.contractId))
    .where(and(eq(contracts.id, contractId), rowScope(ctx.user, { airlineId: contracts.airlineId, contractorId: contracts.contractorId })));
  return rows.map((r) => option(r.method));
}
