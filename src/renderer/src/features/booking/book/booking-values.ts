import * as v from 'valibot';
import { isRowId } from '@shared/api/params';
import { BookingBodySchema, BookingPriceSchema, type BookingBody, type BookingPrice } from '@shared/booking';
import { CONTRACT_CURRENCIES } from '@shared/parties';
import { fromDecimal } from '@shared/money';
import { issuesToFields, M, messageRef } from '@shared/validation';
import { emptyParty, partyInput, type PartyValues } from '@/components/participants/participant-values';
import { addressOf, emptyRow, rowOfText, rowSize, type DimensionRow, type Measure, type SearchValues } from '../search/search-values';

// The booking form (`/booking?variant=…`): the variant chosen on the search and the search's cargo
// arrive in the address; the form adds the AWB number and the cargo's name, and is checked by the
// shared schema the server books with.

/** The booking form's values, as typed: the search's cargo plus the AWB number, the name and `post`. */
export interface BookingValues {
  awb: string | null;
  cargoName: string;
  pieces: string;
  weight: string;
  measure: Measure;
  volume: string;
  dimensions: DimensionRow[];
  shc: string[];
  product: string;
  post: boolean;
  /** The shipper and consignee, when the booker knows them (each left blank otherwise). */
  participants: { shipper: PartyValues; consignee: PartyValues };
}

/** The roles the booking form asks for; the AWB names the rest. */
export const BOOKING_PARTIES = ['shipper', 'consignee'] as const;

const CARGO_KEYS = ['pieces', 'weight', 'volume', 'dims', 'shc', 'product'] as const;

/** The booking form's address for a variant of a search: the variant and the search's cargo. */
export function bookingAddress(variantId: string, search: Pick<SearchValues, 'pieces' | 'weight' | 'measure' | 'volume' | 'dimensions' | 'shc' | 'product'>): Record<string, string | string[]> {
  const all = addressOf({ departure: null, arrival: null, date: null, ...search });
  const address: Record<string, string | string[]> = { variant: variantId };
  for (const key of CARGO_KEYS) if (all[key] !== undefined) address[key] = all[key];
  return address;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : typeof value === 'string' && value ? [value] : []);

/** The variant the address books; null without a valid one. */
export const variantOfAddress = (raw: Record<string, unknown>): string | null => {
  const id = text(raw.variant);
  return /^[A-Za-z0-9_-]{22}$/.test(id) ? id : null;
};

/** The client's contract staff book for (`/bookings/add?contract=…`); null without a valid one. */
export const contractOfAddress = (raw: Record<string, unknown>): number | null => {
  const id = text(raw.contract);
  return /^[1-9]\d{0,9}$/.test(id) && isRowId(Number(id)) ? Number(id) : null;
};

/** The form's first values from the address (the search's cargo). */
export function bookingValuesOfAddress(raw: Record<string, unknown>): BookingValues {
  const rows = list(raw.dims).map(rowOfText).filter((row): row is DimensionRow => row !== null);
  return {
    awb: null,
    cargoName: '',
    pieces: text(raw.pieces),
    weight: text(raw.weight),
    measure: rows.length ? 'dimensions' : 'volume',
    volume: text(raw.volume),
    dimensions: rows.length ? rows : [emptyRow()],
    shc: list(raw.shc).map((code) => code.toUpperCase()),
    product: text(raw.product).toUpperCase(),
    post: false,
    participants: { shipper: emptyParty(), consignee: emptyParty() },
  };
}

/** A number as typed ("12,5" too); the text itself when it is not one, so the schema names the problem. */
const typed = (value: string): number | string => {
  const trimmed = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

const blank = (row: DimensionRow): boolean => !`${row.pieces}${row.length}${row.width}${row.height}`.trim();

/** The call's body before the schema reads it; `contractId` is the client's when staff book for one. */
export function bookingInput(values: BookingValues, variantId: string | null, price: BookingPrice | null, contractId: number | null = null): Record<string, unknown> {
  const byRows = values.measure === 'dimensions';
  const volume = values.volume.trim();
  return {
    variantId,
    contractId,
    awb: values.awb ?? '',
    cargoName: values.cargoName,
    pieces: typed(values.pieces),
    weight: typed(values.weight),
    volume: !byRows && volume ? typed(volume) : null,
    dimensions: byRows
      ? values.dimensions.filter((row) => !blank(row)).map((row) => ({ pieces: typed(row.pieces), length: typed(row.length), width: typed(row.width), height: typed(row.height) }))
      : [],
    shc: values.shc,
    product: values.product.trim() || null,
    price,
    post: values.post,
    participants: Object.fromEntries(BOOKING_PARTIES.map((role) => [role, partyInput(values.participants[role])])),
  };
}

/**
 * A problem by the call's path on the form's field: a dimension row's (`dimensions.1.height`) on
 * the rows, saying which row; a participant's part on its own field; anything else on its top field.
 */
export function fieldOfPath(path: string, message: string): [string, string] {
  const row = /^dimensions\.(\d+)\./.exec(path);
  if (row) return ['dimensions', messageRef('booking:book.rowProblem', { row: Number(row[1]) + 1, message })];
  if (/^participants\.\w+\.\w+$/.test(path)) return [path, message];
  return [path.split('.')[0] ?? path, message];
}

/** Problems by the call's paths placed on the form's fields (the first of each field stays). */
export function formProblems(fields: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [field, shown] = fieldOfPath(path, message);
    // A row's own message says more than the rows' sum.
    if (!problems[field] || path !== field) problems[field] = shown;
  }
  return problems;
}

/**
 * The form checked by the shared schema: the body to book, or each problem on its field. The AWB
 * number is required unless the airline numbers the booking from its own stock (`ownStock`: a
 * shipper's booking may leave it out).
 */
export function checkBooking(
  values: BookingValues,
  variantId: string | null,
  price: BookingPrice | null,
  contractId: number | null = null,
  ownStock = false,
): { body: BookingBody; problems: null } | { body: null; problems: Record<string, string> } {
  const parsed = v.safeParse(BookingBodySchema, bookingInput(values, variantId, price, contractId));
  const problems = parsed.success ? {} : formProblems(issuesToFields(parsed.issues));
  if (!ownStock && !values.awb?.trim()) problems.awb ??= M.required;
  if (values.measure === 'dimensions') {
    const rows = values.dimensions.filter((row) => !blank(row));
    const bad = values.dimensions.findIndex((row) => !blank(row) && !rowSize(row));
    if (!rows.length) problems.dimensions = messageRef('booking:dimensions.required');
    else if (bad >= 0) problems.dimensions ??= messageRef('booking:dimensions.invalidRow', { row: bad + 1, max: 1000 });
  }
  if (parsed.success && !Object.keys(problems).length) return { body: parsed.output, problems: null };
  return { body: null, problems };
}

/**
 * The price a re-tariffing (409, code 701) names: the refusal's `data.price` (minor units), or, from
 * a server without it, the `price` field's message ("The price now: 19093.00 RUB"). It is the price
 * of the cargo as sent, which the variant's own price now is only when the cargo is the search's.
 * Null when neither carries one.
 */
export function retariffedPrice(fields: Record<string, string> | undefined, data?: Record<string, unknown>): BookingPrice | null {
  const given = v.safeParse(BookingPriceSchema, data?.price);
  if (given.success) return given.output;
  const found = /(-?\d+(?:\.\d+)?) ([A-Z]{3})\b/.exec(fields?.price ?? '');
  if (!found) return null;
  const currency = CONTRACT_CURRENCIES.find((code) => code === found[2]);
  if (!currency) return null;
  return { currency, total: fromDecimal(found[1]!, currency).amount };
}
