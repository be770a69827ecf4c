import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { pageOf, PageQuerySchema } from '../api/page';
import { IdParamsSchema } from '../api/params';
import { CONTRACT_CURRENCIES, contractsResource, PARTY_ABILITIES } from '../parties';
import { M, msg } from '../validation';
import { TARIFF_BASES, TARIFF_MEASURES, WeightBreakSchema } from './rates';

// Issue 13: agents and shippers have no Tariffication menu; they read the fares that apply to them
// on their contract's Tariffs tab. A contract's fares are its airline's public ones and those naming
// the contract, in force today or later, departing where the contract sells (its sale origin points,
// when it names any); another contract's fare never appears.

/** An airport filter of the query: an IATA code, any case; empty means none. */
const airportFilter = v.optional(
  v.pipe(
    v.string(msg(M.invalidType)),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^([A-Z]{3})?$/, msg(M.airportCode)),
    v.transform((code) => code || undefined),
  ),
);

export const ContractTariffsQuerySchema = v.object({
  ...PageQuerySchema.entries,
  departure: airportFilter,
  arrival: airportFilter,
});
export type ContractTariffsQuery = v.InferOutput<typeof ContractTariffsQuerySchema>;

/** One fare as the contract's Tariffs tab lists it; money in minor units of its currency. */
export const ContractTariffSchema = v.object({
  id: v.number(),
  departure: v.string(),
  arrival: v.string(),
  transfer: v.array(v.string()),
  direct: v.boolean(),
  /** YYYY-MM-DD. */
  begin: v.string(),
  /** YYYY-MM-DD; null: until withdrawn. */
  finish: v.nullable(v.string()),
  basis: v.picklist(TARIFF_BASES),
  currency: v.picklist(CONTRACT_CURRENCIES),
  measure: v.picklist(TARIFF_MEASURES),
  /** The minimum charge M. */
  minValue: v.number(),
  /** The normal rate N, below the first break. */
  normal: v.number(),
  breaks: v.array(WeightBreakSchema),
  /** The contract's own fare (it names the contract), not a public one. */
  own: v.boolean(),
});
export type ContractTariff = v.InferOutput<typeof ContractTariffSchema>;

export const ContractTariffsPageSchema = pageOf(ContractTariffSchema);
export type ContractTariffsPage = v.InferOutput<typeof ContractTariffsPageSchema>;

export const contractTariffsApi = {
  list: endpoint({
    method: 'GET',
    path: `/api${contractsResource.path}/id-{id}/tariffs`,
    summary: 'The fares that apply to a contract: its airline’s public ones and its own, in force today or later',
    description:
      'A page sorted by departure, arrival and start date, of fares departing from the contract\u2019s points of sale (any, when it names none). Amounts are integer minor units of `currency`; `own` marks a fare naming the contract. The contract must be one the caller may see (another answers 404).',
    tag: 'tariffs',
    access: 'USER',
    ability: PARTY_ABILITIES.contracts.view,
    params: IdParamsSchema,
    query: ContractTariffsQuerySchema,
    answer: json(ContractTariffsPageSchema),
  }),
};
