import * as v from 'valibot';
import type { CompanyState, RegisteredCompany } from '@shared/accreditations/registry';
import { RegistryUnavailable, type InnRegistry } from './types';

// DaData's "find a company by id" (suggestions API 4_1, findById/party): the Unified State Register
// of Legal Entities as a service. Only what the questionnaire uses is read; everything is optional,
// as the service leaves out what the register does not hold.

export interface DadataOptions {
  token: string;
  /** The service's origin (a self-hosted DaData answers on its own). */
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

const text = v.nullish(v.string());
const millis = v.nullish(v.number());

const PartySchema = v.object({
  inn: v.string(),
  kpp: text,
  ogrn: text,
  ogrn_date: millis,
  okpo: text,
  okved: text,
  name: v.nullish(v.object({ full_with_opf: text, short_with_opf: text, latin: text })),
  management: v.nullish(v.object({ name: text })),
  state: v.nullish(v.object({ status: text, registration_date: millis })),
  address: v.nullish(
    v.object({
      value: text,
      unrestricted_value: text,
      data: v.nullish(v.object({ postal_code: text, city: text, settlement: text })),
    }),
  ),
});

const AnswerSchema = v.object({ suggestions: v.array(v.object({ value: text, data: PartySchema })) });

const STATES: Record<string, CompanyState> = {
  ACTIVE: 'active',
  LIQUIDATING: 'liquidating',
  LIQUIDATED: 'liquidated',
  REORGANIZING: 'reorganizing',
  BANKRUPT: 'bankrupt',
};

const isoDay = (ms: number | null | undefined): string | null => (typeof ms === 'number' ? new Date(ms).toISOString().slice(0, 10) : null);

export function toRegisteredCompany(party: v.InferOutput<typeof PartySchema>, shown: string | null | undefined): RegisteredCompany | null {
  const fullNameRu = party.name?.full_with_opf ?? party.name?.short_with_opf ?? shown ?? null;
  if (!fullNameRu) return null;
  const place = party.address?.data;
  return {
    inn: party.inn,
    kpp: party.kpp ?? null,
    ogrn: party.ogrn ?? null,
    fullNameRu,
    fullNameEn: party.name?.latin ?? null,
    shortNameEn: null,
    legalAddress: party.address?.unrestricted_value ?? party.address?.value ?? null,
    city: place?.city ?? place?.settlement ?? null,
    postalIndex: place?.postal_code ?? null,
    okved: party.okved ?? null,
    okpo: party.okpo ?? null,
    ceoName: party.management?.name ?? null,
    registrationDate: isoDay(party.state?.registration_date ?? party.ogrn_date),
    state: STATES[party.state?.status ?? 'ACTIVE'] ?? 'active',
  };
}

export function createDadataRegistry(options: DadataOptions): InnRegistry {
  const request = options.fetch ?? fetch;
  const endpoint = new URL('/suggestions/api/4_1/rs/findById/party', options.url).toString();
  return {
    name: 'dadata',
    async find(inn) {
      let response: Response;
      try {
        response = await request(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Token ${options.token}` },
          // The head office, not a branch: the questionnaire is the company's.
          body: JSON.stringify({ query: inn, branch_type: 'MAIN', count: 1 }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new RegistryUnavailable(error instanceof Error ? error.message : String(error));
      }
      if (!response.ok) throw new RegistryUnavailable(`HTTP ${response.status}`);
      const answer = v.safeParse(AnswerSchema, await response.json().catch(() => null));
      if (!answer.success) throw new RegistryUnavailable('an answer of an unknown shape');
      const found = answer.output.suggestions.find((one) => one.data.inn === inn);
      return found ? toRegisteredCompany(found.data, found.value) : null;
    },
  };
}
