import * as v from 'valibot';
import { CONTRACT_TYPES, LOCALE_CURRENCY, PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { M, msg } from '../validation';
import { DATE_RANGE_ORDER, defineResource, inOrder, titles } from '../resources/define';
import { f } from '../resources/fields';
import { PARTY_ABILITIES } from './abilities';

/** Section 9's currencies: the ones a contract may be kept in. */
export const CONTRACT_CURRENCIES = [LOCALE_CURRENCY.ru, LOCALE_CURRENCY.en, LOCALE_CURRENCY.kg, LOCALE_CURRENCY.am] as const;

// The builders' schemas, typed as what they give: the payment methods are rows of their own.
const text = (maxLength: number) => f.text({ maxLength }).schema as v.GenericSchema<unknown, string | null>;
const flag = f.boolean().schema as v.GenericSchema<unknown, boolean>;

/** How a client may pay under a contract (section 3, "Payment method of a contract"; methods of section 9). */
export const PaymentMethodSchema = v.strictObject({
  method: f.select(PAYMENT_METHODS, { required: true }).schema as v.GenericSchema<unknown, PaymentMethod>,
  applicability: text(200),
  changeable: flag,
  agentMustSpecify: flag,
  required: flag,
  clientCodeRu: text(20),
  clientCodeEn: text(20),
  clientName: text(200),
  label: text(200),
  value: text(200),
});
export type PaymentMethodRow = v.InferOutput<typeof PaymentMethodSchema>;

/** A new payment method's values: cash, nothing else set. */
export const EMPTY_PAYMENT_METHOD: PaymentMethodRow = {
  method: 'CA',
  applicability: null,
  changeable: false,
  agentMustSpecify: false,
  required: false,
  clientCodeRu: null,
  clientCodeEn: null,
  clientName: null,
  label: null,
  value: null,
};

const PaymentMethodsSchema = v.pipe(
  v.array(PaymentMethodSchema, msg(M.invalidType)),
  v.maxLength(PAYMENT_METHODS.length, msg(M.maxLength)),
  v.check((rows) => new Set(rows.map((row) => row.method)).size === rows.length, msg('resources/contracts:methodTwice')),
);

/**
 * Contracts (section 3): the airline (supplier) and a client company, the contract's country,
 * currency and validity, where the client may sell, and how it may pay.
 */
export const contractsResource = defineResource({
  name: 'contracts',
  area: 'parties',
  abilities: PARTY_ABILITIES.contracts,
  path: '/handbooks/contracts',
  title: (row) => titles.join(row.number, titles.company(titles.field(row, 'contractorId'))),
  fields: {
    number: f.text({ required: true, maxLength: 60 }),
    contractorId: f.ref('contractor', { required: true }),
    type: f.select(CONTRACT_TYPES, { required: true }),
    country: f.code('country', { required: true, maxLength: 2 }),
    accountCode: f.text({ maxLength: 40 }),
    currency: f.select(CONTRACT_CURRENCIES, { required: true }),
    saleOriginPoints: f.airports({ max: 50 }),
    validFrom: f.date({ required: true }),
    validTo: f.date(),
    unlimited: f.boolean(),
    foundationNumber: f.text({ maxLength: 60 }),
    // A contract may have no payment methods yet: an empty list, or none given at all.
    paymentMethods: f.custom('paymentMethods', PaymentMethodsSchema, { required: false }),
  },
  columns: ['number', { key: 'contractorId' }, 'type', 'country', 'currency', 'validFrom', 'validTo', 'unlimited'],
  filters: [
    { key: 'contractorId', kind: 'equals' },
    { key: 'type', kind: 'equals' },
    { key: 'currency', kind: 'equals' },
    { key: 'unlimited', kind: 'boolean' },
    { key: 'validFrom', kind: 'dateRange' },
  ],
  search: ['number', 'accountCode', 'foundationNumber'],
  defaultSort: { key: 'number' },
  refinements: [
    // The finish is required unless the contract is unlimited, and never before the begin.
    { field: 'validTo', check: (input) => input.unlimited === true || input.validTo !== null, message: M.required },
    { field: 'validTo', check: (input) => input.unlimited === true || inOrder('validFrom', 'validTo')(input), message: DATE_RANGE_ORDER },
  ],
});
