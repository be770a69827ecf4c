import { INN_PATTERN, KPP_PATTERN, OGRN_PATTERN } from './registry';
import { ACCREDITATION_STATUSES, CONTRACT_TYPES } from '../constants';
import { M } from '../validation';
import { defineResource, type Refinement, titles } from '../resources/define';
import { f } from '../resources/fields';
import { ACCREDITATION_ABILITIES } from './abilities';

// The accreditation request of section 3: the questionnaire a company fills after signup to become
// a client, and the airline's decision on it (status, comment, the contract it led to), which the
// server sets through the workflow's actions (src/shared/accreditation).

/** Bank account types of a Russian company: settlement (расчётный), foreign-currency, transit foreign-currency. */
export const BANK_ACCOUNT_TYPES = ['settlement', 'currency', 'transit'] as const;
/** Currencies a client's bank account may be kept in: the rouble and those of the airline's trade. */
export const BANK_CURRENCIES = ['RUB', 'USD', 'EUR', 'CNY', 'KZT', 'KGS', 'AMD', 'BYN', 'UZS'] as const;

const PHONE = /^\+?[\d\s()-]{5,30}$/;

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
/** Residents of the Russian Federation give their INN, KPP and OGRN; non-residents their country. */
const residentNeeds = (field: string): Refinement => ({ field, check: (input) => input.resident !== true || filled(input[field]), message: M.required });
/** A Russian bank's details have fixed formats; a foreign bank's do not. */
const russianBank = (field: string, pattern: RegExp, message: string): Refinement => ({
  field,
  check: (input) => input.resident !== true || !filled(input[field]) || pattern.test(String(input[field])),
  message,
});

export const accreditationsResource = defineResource({
  name: 'accreditations',
  area: 'accreditations',
  abilities: ACCREDITATION_ABILITIES,
  path: '/handbooks/accreditations',
  title: (row, c) =>
    titles.join(
      titles.company(c.language === 'en' ? titles.first(row.shortNameEn, row.fullNameEn, row.fullNameRu) : row.fullNameRu),
      row.inn ? `${c.t('resources/accreditations:fields.inn')} ${String(row.inn)}` : '',
    ),
  fields: {
    // The airline's side: set by the server.
    status: f.select(ACCREDITATION_STATUSES, { readOnly: true, section: 'request' }),
    comment: f.textarea({ readOnly: true, section: 'request' }),
    createdAt: f.date({ readOnly: true, section: 'request' }),
    creatorEmail: f.email({ readOnly: true, section: 'request' }),
    contractorId: f.ref('contractor', { readOnly: true, section: 'request' }),
    contractId: f.ref('contract', { readOnly: true, section: 'request' }),

    // Company.
    contractType: f.select(CONTRACT_TYPES, { required: true, section: 'company' }),
    resident: f.boolean({ section: 'company' }),
    inn: f.text({ maxLength: 10, pattern: INN_PATTERN, patternMessage: M.inn, section: 'company' }),
    fullNameRu: f.text({ required: true, maxLength: 300, wide: true, section: 'company' }),
    fullNameEn: f.text({ maxLength: 300, section: 'company' }),
    shortNameEn: f.text({ maxLength: 120, section: 'company' }),
    kpp: f.text({ maxLength: 9, pattern: KPP_PATTERN, patternMessage: M.kpp, case: 'upper', section: 'company' }),
    ogrn: f.text({ maxLength: 13, pattern: OGRN_PATTERN, patternMessage: M.ogrn, section: 'company' }),
    okved: f.text({ maxLength: 8, pattern: /^\d{2}(\.\d{1,2}){0,2}$/, patternMessage: 'validation:okved', section: 'company' }),
    okpo: f.text({ maxLength: 10, pattern: /^(\d{8}|\d{10})$/, patternMessage: 'validation:okpo', section: 'company' }),
    country: f.code('country', { maxLength: 2, section: 'company' }),

    // Addresses and contacts.
    legalAddress: f.text({ required: true, maxLength: 500, wide: true, section: 'contacts' }),
    postalAddress: f.text({ maxLength: 500, wide: true, section: 'contacts' }),
    city: f.text({ maxLength: 100, section: 'contacts' }),
    postalIndex: f.text({ maxLength: 12, section: 'contacts' }),
    phone: f.phone({ required: true, section: 'contacts' }),
    fax: f.phone({ section: 'contacts' }),
    extraPhones: f.list({ pattern: PHONE, patternMessage: M.phone, max: 10, section: 'contacts' }),
    email: f.email({ required: true, section: 'contacts' }),
    website: f.text({ maxLength: 200, section: 'contacts' }),

    // Management.
    ceoName: f.text({ required: true, maxLength: 200, section: 'management' }),
    ceoPhone: f.phone({ section: 'management' }),
    accountantName: f.text({ maxLength: 200, section: 'management' }),
    accountantPhone: f.phone({ section: 'management' }),

    // Bank.
    bankName: f.text({ maxLength: 300, section: 'bank' }),
    bankCity: f.text({ maxLength: 100, section: 'bank' }),
    bankBic: f.text({ maxLength: 11, section: 'bank' }),
    bankAccount: f.text({ maxLength: 34, section: 'bank' }),
    bankCorrAccount: f.text({ maxLength: 34, section: 'bank' }),
    bankAccountType: f.select(BANK_ACCOUNT_TYPES, { section: 'bank' }),
    bankCurrency: f.select(BANK_CURRENCIES, { section: 'bank' }),
    fundsRecipient: f.text({ maxLength: 300, section: 'bank' }),

    // Questionnaire.
    registrationDate: f.date({ section: 'questionnaire' }),
    founders: f.textarea({ maxLength: 2000, section: 'questionnaire' }),
    licenses: f.textarea({ maxLength: 2000, section: 'questionnaire' }),
    employeesCount: f.integer({ min: 0, max: 1_000_000, section: 'questionnaire' }),
    expectedMonthlyWeight: f.integer({ min: 0, max: 10_000_000, section: 'questionnaire' }),
    cargoDescription: f.textarea({ maxLength: 2000, section: 'questionnaire' }),
  },
  sections: ['request', 'company', 'contacts', 'management', 'bank', 'questionnaire'],
  columns: ['fullNameRu', 'inn', 'contractType', 'status', 'createdAt'],
  filters: [
    { key: 'status', kind: 'equals' },
    { key: 'contractType', kind: 'equals' },
    { key: 'resident', kind: 'boolean' },
    { key: 'createdAt', kind: 'dateRange' },
  ],
  search: ['fullNameRu', 'fullNameEn', 'shortNameEn', 'inn', 'email', 'creatorEmail'],
  defaultSort: { key: 'createdAt', desc: true },
  refinements: [
    residentNeeds('inn'),
    residentNeeds('kpp'),
    residentNeeds('ogrn'),
    { field: 'country', check: (input) => input.resident === true || filled(input.country), message: M.required },
    { field: 'country', check: (input) => input.resident !== true || !filled(input.country) || input.country === 'RU', message: 'validation:residentCountry' },
    russianBank('bankBic', /^\d{9}$/, 'validation:bic'),
    russianBank('bankAccount', /^\d{20}$/, 'validation:bankAccount'),
    russianBank('bankCorrAccount', /^\d{20}$/, 'validation:bankAccount'),
  ],
});
