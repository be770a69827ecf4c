import * as v from 'valibot';
import { ABILITY_NAMES, isKnownAbility, type Abilities, type AbilityCondition } from '../abilities';
import { isMarker } from '../markers';
import { M, messageRef } from '../validation';

// The abilities an access group grants, with section 6's conditions, as the group editor sends
// them and an xlsx cell holds them (JSON): checked here so the form and the server refuse the same
// things with the same messages. Whether a company and airports exist is the server's to check.

/** Section 6's ability families, in the order the editor shows them. */
export const ABILITY_FAMILIES = ['financialDigest', 'financial', 'agent', 'tariff', 'flights', 'shipment', 'publication', 'chat', 'booking'] as const;

export const CONDITION_TYPES = ['Boolean', 'Company', 'Route', 'Departure', 'Arrival'] as const satisfies readonly AbilityCondition['type'][];

export const MAX_CONDITIONS = 20;
export const MAX_AIRPORTS = 50;

export const familyOf = (ability: string): string => ability.slice(0, ability.indexOf('.') < 0 ? ability.length : ability.indexOf('.'));

const ACTION_ORDER = ['view', 'edit'];
const subjectOf = (ability: string): string => ability.slice(0, Math.max(0, ability.lastIndexOf('.')));
const actionRank = (ability: string): number => {
  const rank = ACTION_ORDER.indexOf(ability.slice(ability.lastIndexOf('.') + 1));
  return rank < 0 ? ACTION_ORDER.length : rank;
};
/** By subject, then viewing before editing before the subject's other actions. */
const byReading = (a: string, b: string): number =>
  subjectOf(a).localeCompare(subjectOf(b)) || actionRank(a) - actionRank(b) || a.localeCompare(b);

/** Every known ability by family, in the families' order; a family the list does not name goes last. */
export function abilityCatalogue(): { family: string; abilities: string[] }[] {
  const families = [...ABILITY_FAMILIES, ...new Set(ABILITY_NAMES.map(familyOf).filter((family) => !(ABILITY_FAMILIES as readonly string[]).includes(family)))];
  return families
    .map((family) => ({ family, abilities: ABILITY_NAMES.filter((name) => familyOf(name) === family).sort(byReading) }))
    .filter((group) => group.abilities.length);
}

/** A message of the access-groups namespace about one ability. */
export const groupError = (key: string, params?: Record<string, string | number>): string => messageRef(`resources/access-groups:errors.${key}`, params);

type Parsed<T> = { ok: T } | { error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function airportList(raw: unknown, ability: string): Parsed<string[]> {
  if (raw === undefined || raw === null) return { ok: [] };
  if (!Array.isArray(raw)) return { error: groupError('invalidCondition', { ability }) };
  const codes: string[] = [];
  for (const one of raw) {
    const code = typeof one === 'string' ? one.trim().toUpperCase() : '';
    if (!/^[A-Z]{3}$/.test(code)) return { error: groupError('airportCode', { ability, code: String(one).slice(0, 10) }) };
    if (!codes.includes(code)) codes.push(code);
  }
  if (codes.length > MAX_AIRPORTS) return { error: groupError('tooManyAirports', { ability, max: MAX_AIRPORTS }) };
  return { ok: codes };
}

const KEYS: Record<AbilityCondition['type'], readonly string[]> = {
  Boolean: ['type', 'value'],
  Company: ['type', 'company'],
  Route: ['type', 'company', 'departure', 'arrival'],
  Departure: ['type', 'company', 'departure'],
  Arrival: ['type', 'company', 'arrival'],
};

function parseCondition(raw: unknown, ability: string): Parsed<AbilityCondition> {
  if (!isRecord(raw)) return { error: groupError('invalidCondition', { ability }) };
  const type = raw.type as AbilityCondition['type'];
  if (!(CONDITION_TYPES as readonly unknown[]).includes(type)) return { error: groupError('conditionType', { ability }) };
  if (Object.keys(raw).some((key) => !KEYS[type].includes(key))) return { error: groupError('invalidCondition', { ability }) };
  if (type === 'Boolean') {
    return typeof raw.value === 'boolean' ? { ok: { type, value: raw.value } } : { error: groupError('invalidCondition', { ability }) };
  }
  const company = typeof raw.company === 'string' ? raw.company.trim().toLowerCase() : '';
  if (!company) return { error: groupError('companyRequired', { ability }) };
  if (!isMarker(company)) return { error: groupError('companyMarker', { ability, company: company.slice(0, 20) }) };
  if (type === 'Company') return { ok: { type, company } };
  const departure = airportList(raw.departure, ability);
  if ('error' in departure) return departure;
  const arrival = airportList(raw.arrival, ability);
  if ('error' in arrival) return arrival;
  // An airport condition without airports would read as "anywhere" while looking like a limit.
  if (type === 'Route') {
    if (!departure.ok.length && !arrival.ok.length) return { error: groupError('routeAirports', { ability }) };
    return { ok: { type, company, departure: departure.ok, arrival: arrival.ok } };
  }
  if (type === 'Departure') return departure.ok.length ? { ok: { type, company, departure: departure.ok } } : { error: groupError('departureAirports', { ability }) };
  return arrival.ok.length ? { ok: { type, company, arrival: arrival.ok } } : { error: groupError('arrivalAirports', { ability }) };
}

/** A group's abilities, checked and normalised (companies in lower case, airports upper, no repeats). */
export function parseGroupAbilities(raw: unknown): Parsed<Abilities> {
  if (raw === undefined || raw === null || raw === '') return { error: M.required };
  let value: unknown = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { error: M.invalidType };
    }
  }
  if (!isRecord(value)) return { error: M.invalidType };
  const abilities: Abilities = {};
  for (const [ability, conditions] of Object.entries(value)) {
    if (!isKnownAbility(ability)) return { error: groupError('unknownAbility', { ability: ability.slice(0, 60) }) };
    if (!Array.isArray(conditions)) return { error: groupError('invalidCondition', { ability }) };
    if (!conditions.length) return { error: groupError('conditionsRequired', { ability }) };
    if (conditions.length > MAX_CONDITIONS) return { error: groupError('tooManyConditions', { ability, max: MAX_CONDITIONS }) };
    const parsed: AbilityCondition[] = [];
    for (const condition of conditions) {
      const one = parseCondition(condition, ability);
      if ('error' in one) return one;
      if (!parsed.some((known) => JSON.stringify(known) === JSON.stringify(one.ok))) parsed.push(one.ok);
    }
    abilities[ability] = parsed;
  }
  return { ok: abilities };
}

/** The schema of the group's `abilities` field. */
export const GroupAbilitiesSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const parsed = parseGroupAbilities(dataset.value);
    if ('error' in parsed) {
      addIssue({ message: parsed.error });
      return NEVER;
    }
    return parsed.ok;
  }),
);

/** The companies and airports a group's conditions name, for the server to check they exist. */
export function conditionReferences(abilities: Abilities): { companies: Map<string, string>; airports: Map<string, string> } {
  const companies = new Map<string, string>();
  const airports = new Map<string, string>();
  for (const [ability, conditions] of Object.entries(abilities)) {
    for (const condition of conditions) {
      if (condition.type === 'Boolean') continue;
      if (!companies.has(condition.company)) companies.set(condition.company, ability);
      const codes = [...('departure' in condition ? condition.departure : []), ...('arrival' in condition ? condition.arrival : [])];
      for (const code of codes) if (!airports.has(code)) airports.set(code, ability);
    }
  }
  return { companies, airports };
}
