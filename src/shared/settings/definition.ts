import { INTERVAL_UNITS } from '../constants';
import { MARKER_MAX_LENGTH, MARKER_PATTERN } from '../markers';
import { M } from '../validation';
import { defineResource, type Refinement, titles } from '../resources/define';
import { f } from '../resources/fields';
import { SETTINGS_ABILITIES } from './abilities';

// The airline settings of section 3, one row per airline, edited in the seven sections of section
// 2 and an eighth, the requisites its acts and invoices print. Every feature that depends on a setting reads it through the server's getAirlineSettings.

/**
 * IATA service types of a flight (SSIM): J scheduled passenger, C passenger charter, G additional
 * passenger, F scheduled cargo, H cargo charter, A additional cargo. Segments of the chosen types
 * open for cargo sale.
 */
export const SERVICE_TYPES = ['J', 'C', 'G', 'F', 'H', 'A'] as const;
/** Chargeable weight rounds up to the next half kilogram (IATA) or, at some carriers, whole kilogram. */
export const WEIGHT_ROUNDINGS = ['half', 'whole'] as const;

const percent = (section: string) => f.decimal({ min: 0, max: 100, section });
const kg = (section: string, max = 1000) => f.decimal({ min: 0, max, section });
const minutes = (section: string) => f.integer({ min: 0, max: 10_080, section });

const given = (value: unknown): boolean => value !== null && value !== undefined;
const notHeavier = (lighter: string, heavier: string): Refinement => ({
  field: lighter,
  check: (input) => !given(input[lighter]) || !given(input[heavier]) || (input[lighter] as number) <= (input[heavier] as number),
  message: 'resources:problems.passengerWeights',
});
/** At most a year ahead: 365 days or 8760 hours. */
const SALES_OPEN_LIMIT = { days: 365, hours: 8760 } as const;

export const settingsResource = defineResource({
  name: 'settings',
  area: 'settings',
  abilities: SETTINGS_ABILITIES,
  path: '/handbooks/settings',
  title: (row) => titles.join(row.name, row.iata),
  fields: {
    // Name and codes.
    name: f.text({ required: true, maxLength: 120, section: 'codes' }),
    marker: f.text({ required: true, maxLength: MARKER_MAX_LENGTH, pattern: MARKER_PATTERN, patternMessage: 'validation:marker', case: 'lower', section: 'codes', fixed: true }),
    iata: f.text({ required: true, maxLength: 2, pattern: /^(?=.*[A-Z])[A-Z0-9]{2}$/, patternMessage: 'resources:problems.iataCode', case: 'upper', section: 'codes' }),
    iataRu: f.text({ maxLength: 2, pattern: /^(?=.*[А-ЯЁ])[А-ЯЁ0-9]{2}$/, patternMessage: 'resources:problems.iataCodeRu', case: 'upper', section: 'codes' }),
    icao: f.text({ maxLength: 3, pattern: /^[A-Z]{3}$/, patternMessage: 'resources:problems.icaoCode', case: 'upper', section: 'codes' }),
    awbPrefixes: f.list({ pattern: /^\d{3}$/, patternMessage: 'resources:problems.awbPrefix', max: 5, section: 'codes' }),
    header: f.text({ maxLength: 120, section: 'codes' }),
    source: f.text({ maxLength: 40, section: 'codes' }),
    active: f.boolean({ section: 'codes' }),

    // Flights and schedule.
    openSegmentTypes: f.multiselect(SERVICE_TYPES, { section: 'flights' }),
    salesOpenInterval: f.integer({ min: 1, max: SALES_OPEN_LIMIT.hours, section: 'flights' }),
    salesOpenIntervalUnit: f.select(INTERVAL_UNITS, { section: 'flights' }),

    // Passengers and baggage.
    baggageWeight: kg('passengers', 100),
    density: f.decimal({ min: 1, max: 1000, section: 'passengers' }),
    passengerLoadPercent: percent('passengers'),
    adultWeightWinter: kg('passengers', 200),
    adultWeightSummer: kg('passengers', 200),
    childWeightWinter: kg('passengers', 200),
    childWeightSummer: kg('passengers', 200),
    infantWeightWinter: kg('passengers', 200),
    infantWeightSummer: kg('passengers', 200),

    // Interline.
    interlineCompanies: f.airlines({ section: 'interline' }),

    // Booking and FBL.
    forbiddenShr: f.shc({ section: 'booking' }),
    acceptableOverflowWeight: kg('booking', 100_000),
    acceptableOverflowVolume: f.decimal({ min: 0, max: 1000, section: 'booking' }),
    acceptableOverflowPercent: percent('booking'),
    autoConfirmWeightIncreasePercent: percent('booking'),
    ffrOwnSegmentsOnly: f.boolean({ section: 'booking' }),
    separateBookingAnswerPerSegment: f.boolean({ section: 'booking' }),
    fblCodes: f.shc({ section: 'booking' }),
    heavyCargoActive: f.boolean({ section: 'booking' }),
    heavyCargoWeight: kg('booking', 10_000),

    // AWB.
    correctionTimeoutBeforeMinutes: minutes('awb'),
    correctionTimeoutAfterMinutes: minutes('awb'),
    shcRequiringDimensions: f.shc({ section: 'awb' }),
    useVolumetricWeight: f.boolean({ section: 'awb' }),
    chargeableRatio: f.integer({ min: 1000, max: 10_000, section: 'awb' }),
    minChargeableWeight: kg('awb', 1000),
    chargeableWeightRounding: f.select(WEIGHT_ROUNDINGS, { section: 'awb' }),
    // Ours (docs/decisions.md): what a voluntary refund keeps of the charge.
    voluntaryRefundFeePercent: percent('awb'),

    // Requisites: the legal entity the airline's acts and invoices name (docs/decisions.md, "Documents").
    legalName: f.text({ maxLength: 300, section: 'requisites' }),
    // An airline is a legal entity: its INN has 10 digits (12 are a person's).
    inn: f.text({ pattern: /^\d{10}$/, patternMessage: M.inn, section: 'requisites' }),
    kpp: f.text({ pattern: /^\d{9}$/, patternMessage: 'resources:problems.kpp', section: 'requisites' }),
    legalAddress: f.textarea({ maxLength: 500, section: 'requisites' }),
    bankName: f.text({ maxLength: 300, section: 'requisites' }),
    bik: f.text({ pattern: /^\d{9}$/, patternMessage: 'resources:problems.bik', section: 'requisites' }),
    bankAccount: f.text({ pattern: /^\d{20}$/, patternMessage: 'resources:problems.bankAccount', section: 'requisites' }),
    correspondentAccount: f.text({ pattern: /^\d{20}$/, patternMessage: 'resources:problems.bankAccount', section: 'requisites' }),

    // Common.
    accreditationEmail: f.email({ section: 'common' }),
    registrationFormActive: f.boolean({ section: 'common' }),
    acceptsChatMessages: f.boolean({ section: 'common' }),
    approvedAccessGroupId: f.ref('accessGroup', { section: 'common' }),
    shipperAccessGroupId: f.ref('accessGroup', { section: 'common' }),
    expeditorAccessGroupId: f.ref('accessGroup', { section: 'common' }),
  },
  sections: ['codes', 'flights', 'passengers', 'interline', 'booking', 'awb', 'requisites', 'common'],
  columns: ['name', 'marker', 'iata', 'icao', { key: 'awbPrefixes', sortable: false }, 'active'],
  filters: [{ key: 'active', kind: 'boolean' }],
  search: ['name', 'marker', 'iata', 'iataRu', 'icao'],
  defaultSort: { key: 'name' },
  refinements: [
    { field: 'awbPrefixes', check: (input) => (input.awbPrefixes as string[]).length > 0, message: M.required },
    { field: 'salesOpenIntervalUnit', check: (input) => !given(input.salesOpenInterval) || given(input.salesOpenIntervalUnit), message: M.required },
    { field: 'salesOpenInterval', check: (input) => !given(input.salesOpenIntervalUnit) || given(input.salesOpenInterval), message: M.required },
    {
      field: 'salesOpenInterval',
      check: (input) => !given(input.salesOpenInterval) || input.salesOpenIntervalUnit !== 'days' || (input.salesOpenInterval as number) <= SALES_OPEN_LIMIT.days,
      message: 'resources:problems.salesOpenInterval',
    },
    notHeavier('infantWeightWinter', 'childWeightWinter'),
    notHeavier('childWeightWinter', 'adultWeightWinter'),
    notHeavier('infantWeightSummer', 'childWeightSummer'),
    notHeavier('childWeightSummer', 'adultWeightSummer'),
    { field: 'heavyCargoWeight', check: (input) => input.heavyCargoActive !== true || given(input.heavyCargoWeight), message: M.required },
    { field: 'chargeableRatio', check: (input) => input.useVolumetricWeight !== true || given(input.chargeableRatio), message: M.required },
  ],
});

/** The settings' names, as the server's typed reader of them (getAirlineSettings) picks them. */
export type SettingsKey = keyof typeof settingsResource.fields;
