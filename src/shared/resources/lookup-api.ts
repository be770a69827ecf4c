import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdTextSchema } from '../api/params';
import { M, msg } from '../validation';
import { ID_LOOKUPS, LOOKUP_NAMES, LookupOptionSchema, type LookupName } from './lookups';

// The autocomplete look-ups of section 7: `GET /api/autocomplete/{name}?q=` searches by code and
// name; `?values[0]=...` resolves given values (a form showing what is stored).

/** Reference data anybody may look up; every other look-up answers signed-in users only. */
export const PUBLIC_LOOKUPS: ReadonlySet<LookupName> = new Set(['airport', 'airCompany', 'country', 'shc', 'aircraftType', 'cargoType', 'shipmentFileType', 'protocol']);

const CodeValueSchema = v.pipe(v.string(msg(M.invalidType)), v.maxLength(40, msg(M.maxLength)));

/**
 * The query of a look-up. Values to resolve are ids of rows for the look-ups of rows, so one the
 * database cannot hold is a 400 on `values`, never a failed query; the others are codes.
 */
const lookupQuerySchema = (value: typeof CodeValueSchema | typeof IdTextSchema) =>
  v.object({
    q: v.optional(v.pipe(v.string(msg(M.invalidType)), v.maxLength(100, msg(M.maxLength))), ''),
    limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, msg(M.integer)), v.transform(Number), v.minValue(1, msg(M.minValue)), v.maxValue(100, msg(M.maxValue))), '20'),
    values: v.optional(v.pipe(v.array(value, msg(M.invalidType)), v.maxLength(200, msg(M.maxLength)))),
    /** Narrows to one contract in the caller's reach: its payment methods, its unused AWB numbers. */
    contractId: v.optional(IdTextSchema),
  });

const lookupEndpoint = (name: LookupName) =>
  endpoint({
    method: 'GET',
    path: `/api/autocomplete/${name}`,
    summary: `Look-up ${name}: search by text, or resolve given values`,
    tag: 'reference',
    access: PUBLIC_LOOKUPS.has(name) ? '*' : 'USER',
    query: lookupQuerySchema(ID_LOOKUPS.has(name) ? IdTextSchema : CodeValueSchema),
    answer: json(v.array(LookupOptionSchema)),
  });

/** What narrows a look-up besides the text typed: the contract, for the look-ups that read one. */
export interface LookupParams {
  contractId?: number;
}

const LOOKUP_APIS = Object.fromEntries(LOOKUP_NAMES.map((name) => [name, lookupEndpoint(name)])) as Record<LookupName, ReturnType<typeof lookupEndpoint>>;

/** The look-up's endpoint (one object per look-up, made once). */
export const lookupApi = (name: LookupName) => LOOKUP_APIS[name];
