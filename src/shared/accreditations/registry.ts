import * as v from 'valibot';
import { M, msg } from '../validation';

// Section 7's INN look-up (`GET info/resource/russian-inn?inn=`): what a registry of Russian
// companies (the Unified State Register of Legal Entities, through a local table or a service)
// tells about a company, in the questionnaire's own terms so the form can fill itself from it.

/** Section 9: an INN of a company is exactly 10 digits. */
export const INN_PATTERN = /^\d{10}$/;
/** Section 9: a KPP is 9 characters: the tax office (4 digits), the reason (2 digits or capital letters), a number (3 digits). */
export const KPP_PATTERN = /^\d{4}[\dA-Z]{2}\d{3}$/;
/** Section 9: an OGRN (PSRN) of a company is exactly 13 digits. */
export const OGRN_PATTERN = /^\d{13}$/;

export const COMPANY_STATES = ['active', 'liquidating', 'liquidated', 'reorganizing', 'bankrupt'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const InnQuerySchema = v.object({
  inn: v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.regex(INN_PATTERN, msg(M.inn))),
});

const text = v.nullable(v.string());

/** A company as a registry knows it. */
export const RegisteredCompanySchema = v.object({
  inn: v.string(),
  kpp: text,
  ogrn: text,
  fullNameRu: v.string(),
  fullNameEn: text,
  shortNameEn: text,
  legalAddress: text,
  city: text,
  postalIndex: text,
  okved: text,
  okpo: text,
  ceoName: text,
  /** ISO date. */
  registrationDate: text,
  state: v.picklist(COMPANY_STATES),
});
export type RegisteredCompany = v.InferOutput<typeof RegisteredCompanySchema>;

/** The questionnaire fields a registry answer fills, in the order the form shows them. */
export const REGISTRY_FIELDS = [
  'fullNameRu',
  'fullNameEn',
  'shortNameEn',
  'kpp',
  'ogrn',
  'okved',
  'okpo',
  'legalAddress',
  'city',
  'postalIndex',
  'ceoName',
  'registrationDate',
] as const satisfies readonly (keyof RegisteredCompany)[];
export type RegistryField = (typeof REGISTRY_FIELDS)[number];

const blank = (value: unknown): boolean => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const same = (a: unknown, b: unknown): boolean => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/**
 * What filling from the registry would do to a form: the empty fields it fills, and the fields the
 * user typed differently, which change only when the user confirms.
 */
export function planRegistryFill(
  company: RegisteredCompany,
  current: Readonly<Record<string, unknown>>,
): { fill: Partial<Record<RegistryField, string>>; conflicts: Partial<Record<RegistryField, { typed: string; registry: string }>> } {
  const fill: Partial<Record<RegistryField, string>> = {};
  const conflicts: Partial<Record<RegistryField, { typed: string; registry: string }>> = {};
  for (const field of REGISTRY_FIELDS) {
    const value = company[field];
    if (blank(value)) continue;
    if (blank(current[field])) fill[field] = value!;
    else if (!same(current[field], value)) conflicts[field] = { typed: String(current[field]), registry: value! };
  }
  return { fill, conflicts };
}
