// Business constants of spec sections 1, 4 and 9, in one place for every process.

export const APP_VERSION = 'v12.6.8';
/** The product code of section 1: the airline this cabinet belongs to, sent in the company header. */
export const PRODUCT_CODE = 'ut';
export const BRAND_COLOR = '#003594';

export const PLATFORMS = ['CABINET', 'CARGO'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/** Cookie names and lifetimes of section 4's app start. */
export const LOCALE_COOKIE = 'defaultLanguage';
export const LOCALE_COOKIE_DAYS = 365;
export const THEME_COOKIE = 'currentTheme';
export const THEME_COOKIE_DAYS = 365;

export const THEMES = ['light', 'gray', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];
export const DEFAULT_THEME: ThemeName = 'light';

export const LAYOUTS = ['default', 'block', 'chat'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/**
 * Section 3's block page state: the list pages of the block layout, each keeping its state and its
 * query string while the user is elsewhere. The route table marks the same names `layout: 'block'`
 * (constants.test.ts holds the two lists together).
 */
export const BLOCK_PAGES = [
  'flights',
  'bookings',
  'shipments',
  'services',
  'tariffs',
  'taxes',
  'dynamic-pricing',
  'surcharges',
  'incoming',
  'outgoing',
  'report-awb',
  'balance',
  'payments',
] as const;
export type BlockPageName = (typeof BLOCK_PAGES)[number];

/** Section 9: currency of each locale, used only as a default; amounts carry their own currency. */
export const LOCALE_CURRENCY = { ru: 'RUB', en: 'USD', kg: 'KGS', am: 'AMD' } as const;

export const TIMINGS = {
  requestTimeoutMs: 30_000,
  chunkLoadTimeoutMs: 120_000,
  chunkReloadThrottleMs: 60_000,
  updateCheckIntervalMs: 60_000,
  loadingBar: { startDelayMs: 200, durationMs: 5_000, tickMs: 100, hideDelayMs: 500 },
} as const;

export const LAYOUT_SIZES = {
  mobileBreakpointPx: 992,
  headerHeightPx: 64,
  headerHeightIndexPx: 100,
  notificationCardWidthPx: 380,
  modalMinWidthPx: 470,
} as const;

/** Section 6: account roles. */
export const ACCOUNT_ROLES = ['AK', 'AGENT'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Section 6: client roles. */
export const CLIENT_ROLES = [
  'ANON_COMPANY_USER',
  'EXPEDITOR',
  'AIR_COMPANY',
  'SHIPPER',
  'APPROVED_SHIPPER',
] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** Every signed-in user holds this role; route access `USER` checks it. */
export const SIGNED_IN_ROLE = 'USER';

/** Section 4: cargo movement statuses (FSU codes). */
export const MOVEMENT_STATUSES = [
  'RCS',
  'FOH',
  'PRE',
  'MAN',
  'DEP',
  'ARR',
  'RCF',
  'NFD',
  'DLV',
  'AWD',
  'DIS',
] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** Section 4: AWB statuses. */
export const AWB_STATUSES = ['not_issued', 'issued', 'not_accepted', 'accepted'] as const;
export type AwbStatus = (typeof AWB_STATUSES)[number];

/** Section 4: booking statuses (IATA reservation codes). */
export const BOOKING_STATUSES = ['HN', 'CN', 'LL', 'UU', 'KK'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const CONTRACT_TYPES = ['agent', 'shipper'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const PAYMENT_METHODS = ['CA', 'CC', 'KR', 'VT', 'ST', 'VZ'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Section 9: seasons; average baggage also knows "all seasons". */
export const SEASONS = ['WINTER', 'SPRING', 'SUMMER', 'AUTUMN'] as const;
export type Season = (typeof SEASONS)[number];
export const BAGGAGE_SEASONS = [...SEASONS, 'ALL'] as const;
export type BaggageSeason = (typeof BAGGAGE_SEASONS)[number];

/** Section 9: weekdays 1 to 7 from Monday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Section 9: passenger categories (adult, child, infant, infant with a seat). */
export const PASSENGER_CATEGORIES = ['aaa', 'rbg', 'rmg', 'ins'] as const;
export type PassengerCategory = (typeof PASSENGER_CATEGORIES)[number];

/** Section 4: accreditation request statuses ("confirmed" is shown as approved). */
export const ACCREDITATION_STATUSES = ['new', 'progress', 'rejected', 'approved', 'confirmed', 'updated', 'completed'] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];

/** Section 4: AWB stock numbers are used, unused or voided. */
export const STOCK_ITEM_STATUSES = ['unused', 'used', 'voided'] as const;
export type StockItemStatus = (typeof STOCK_ITEM_STATUSES)[number];

/** The answers a booking rule can give: section 4's booking statuses (CN and LL are the wait list). */
export const BOOKING_RULE_RESULTS = ['KK', 'HN', 'CN', 'LL', 'UU'] as const;
export type BookingRuleResult = (typeof BOOKING_RULE_RESULTS)[number];

/** Section 9: contact types. */
export const CONTACT_TYPES = ['phone', 'email', 'fax'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Section 5 and 9: the telegrams an incoming setting may allow. */
export const ALLOWED_TELEGRAMS = ['FFM', 'FSU', 'FFR', 'FWB', 'FMA', 'FNA', 'CSN', 'OAR', 'SSIM'] as const;

/** How telegrams travel (DOMAIN.md: SITA Type B, e-mail or HTTP). */
export const MESSAGE_PROTOCOLS = ['SITA', 'EMAIL', 'HTTP'] as const;

/** Section 3: the airline's sales-open interval is counted in these units. */
export const INTERVAL_UNITS = ['hours', 'days'] as const;

/** Section 9: international flight regions, spelt as the spec spells them (МВЛ international, ВВЛ domestic). */
export const FLIGHT_REGIONS = ['МВЛ', 'ВВЛ', 'any'] as const;
export type FlightRegion = (typeof FLIGHT_REGIONS)[number];

/** Section 9: where a tariff came from (a loaded file, typed by hand) or either. */
export const TARIFF_SOURCES = ['file', 'manual', 'any'] as const;
export type TariffSource = (typeof TARIFF_SOURCES)[number];

/** Section 9: publication types (a fare publication, a basic notice). */
export const PUBLICATION_TYPES = ['fare', 'basic'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Section 9: document types of the finance area. */
export const DOCUMENT_TYPES = ['act', 'invoice', 'claim', 'tariff'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Section 9: operators of a tariff's conditions. */
export const TARIFF_CONDITION_OPERATORS = ['and', 'or', 'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'between'] as const;
export type TariffConditionOperator = (typeof TARIFF_CONDITION_OPERATORS)[number];

/** Section 9: why a booking or AWB is refunded (flight cancel, flight delay, schedule change). */
export const REFUND_REASONS = ['flight_cancel', 'flight_delay', 'schedule_change'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Section 9: number formats, by the locales of the currencies (kg and am besides ru and en). */
export const NUMBER_FORMAT_LOCALES = { ru: 'ru-RU', en: 'en-US', kg: 'ky-KG', am: 'hy-AM' } as const satisfies Record<keyof typeof LOCALE_CURRENCY, string>;
