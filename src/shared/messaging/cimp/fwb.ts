import * as v from 'valibot';
import { consignmentRules, ConsignmentEntries, readConsignment, writeConsignment } from './consignment';
import { AirportSchema, FigureSchema, FlightNumberSchema, formatFigure, freeText, PiecesSchema, readAirport, readFigure, readPieces, readShc, readWeight, ShcSchema, VOLUME_UNITS, WEIGHT_UNITS } from './elements';
import { CimpError } from './fault';
import type { MessageText, Segment } from './text';

// FWB, the air waybill data (FWB/16 and FWB/17): what the forwarder's AWB says, so the carrier can
// fill its AWB from it and send one for an e-AWB. The lines, in this order (M mandatory):
//   298-45182336VKOEVN/T10K250.5/MC1.2  M  the consignment detail, T only (consignment.ts)
//   FLT/UT561/15/UT2101/16                 flight bookings: carrier and number / day (up to 4)
//   RTG/EVNUT                           M  routing: airport and carrier of each sector (up to 4)
//   SHP[/ACCOUNT] /NAME /STREET /PLACE[/STATE] /CC[/POSTCODE][/TE/NUMBER]   M shipper
//   CNE (as SHP)                        M  consignee
//   AGT/[ACCOUNT]/IATA7[/CASS] /NAME /PLACE  the issuing carrier's agent
//   SSR/TEXT [/TEXT] [/TEXT]               special service request (3 lines)
//   NFY/NAME /STREET /PLACE[/STATE] /CC...  also notify (as SHP, the name on the NFY line)
//   ACC/GEN/TEXT [/GEN/TEXT]...            accounting information
//   CVD/RUB/PP/PP/NVD/NCV/XXX           M  currency / CASS charge code / WT-VAL and other P or C /
//                                          declared value for carriage (NVD) / customs (NCV) / insurance (XXX)
//   RTD/1/P10/K250.5/CQ/S2199/W260/R45.5/T11830  M (one or more, numbered 1...)
//     /NG/GOODS  /2/NC/CONSOL  /3/ND/K10/CMT120-80-60/2  /4/NV/MC1.2  /5/NS/10  /6/NH/850440
//   OTH/P/MYC12.5/AWC50 [/C/...]           other charges: P or C / code, A or C due, amount
//   PPD/WT../VC../TX..  /OA../OC../CT..    prepaid charge summary (COL the collect one)
//   CER/NAME                               shipper's certification
//   ISU/15MAR24/MOSCOW[/SIGNATURE]      M  carrier's execution: date, place, signature
//   OSI/TEXT [/TEXT]                       other service information
//   REF/[OFFICE]/[FILE][/AGT/CODE/VKO]     sender reference
//   SPH/EAW/GEN                            special handling codes
//   SRI/REFERENCE[/INFO][/INFO]            shipment reference information: FWB/17 only
//   OCI/[CC]/[ISS]/RA/TEXT [/CC/...]       other customs information
// FWB's other lines (COR, COI, SII, ARD, NOM, OPI, CDC...) are refused rather than dropped, so a
// parsed FWB never silently loses what the sender said. Amounts are numbers in the CVD currency.
// docs/cimp.md (FWB) has the elements' lengths and what FWB/17 adds.

export const FWB_VERSIONS = [16, 17] as const;

/** Free text that reads back the same: trailing spaces would be lost at the end of a line. */
const text = (max: number) => v.pipe(freeText(max), v.check((value) => value.trim() === value, 'without leading or trailing spaces'));
const code = (pattern: RegExp, message: string) => v.pipe(v.string(), v.regex(pattern, message));

/** An amount as written: digits with up to three decimals, at most 12 characters. */
const AMOUNT = /^\d+(\.\d{1,3})?$/;
export const AmountSchema = v.pipe(
  v.number(),
  v.check((value) => AMOUNT.test(String(value)) && String(value).length <= 12, 'an amount of at most 12 characters with at most three decimals'),
);
/** Carriers as FLT and RTG can write them next to a number or an airport and read back apart. */
const FwbCarrierSchema = code(/^([A-Z0-9]{2}|[A-Z]{3})$/, 'an airline designator: two characters or three letters');
const CountrySchema = code(/^[A-Z]{2}$/, 'an ISO country code: two letters');
const CurrencySchema = code(/^[A-Z]{3}$/, 'an ISO currency code: three letters');
const IndicatorSchema = v.picklist(['P', 'C']);
const ContactTypeSchema = code(/^[A-Z]{2,3}$/, 'a contact identifier such as TE or FX');
const AccountingIdSchema = code(/^[A-Z]{3}$/, 'an accounting information identifier such as GEN');
const IataCodeSchema = code(/^\d{7}$/, 'an IATA cargo agent numeric code: 7 digits');
const CassSchema = code(/^\d{4}$/, 'a CASS address: 4 digits');
const ChargeCodeSchema = code(/^[A-Z]{2}$/, 'a charge code: two letters');
const CommodityItemSchema = code(/^[A-Z0-9]{1,7}$/, 'a commodity item number: up to 7 letters and digits');
const HsCodeSchema = code(/^[A-Z0-9]{6,18}$/, 'a harmonised commodity code: 6 to 18 letters and digits');
const OfficeAddressSchema = code(/^[A-Z]{3}[A-Z0-9]{4}$/, 'an office message address: airport, office and company, 7 characters');
const ParticipantIdSchema = code(/^[A-Z]{3}$/, 'a participant identifier such as AGT or FFW');
const InformationIdSchema = code(/^[A-Z]{3}$/, 'an information identifier: three letters');
const CustomsIdSchema = code(/^[A-Z]{1,2}$/, 'a customs information identifier: one or two letters');

export const PartySchema = v.object({
  account: v.optional(text(14)),
  name: text(35),
  address: text(35),
  city: text(17),
  state: v.optional(text(9)),
  country: CountrySchema,
  postalCode: v.optional(text(9)),
  contact: v.optional(v.object({ type: ContactTypeSchema, number: text(25) })),
});
export type FwbParty = v.InferOutput<typeof PartySchema>;

export const AgentSchema = v.object({
  account: v.optional(text(14)),
  iataCode: IataCodeSchema,
  cassAddress: v.optional(CassSchema),
  name: text(35),
  city: text(17),
});

const DeclaredEntries = {
  currency: CurrencySchema,
  /** The CASS charge code (PP all prepaid cash, CC all collect, PX, CX...). */
  chargeCode: v.optional(ChargeCodeSchema),
  weightValuation: IndicatorSchema,
  otherCharges: IndicatorSchema,
  /** Absent is NVD, no value declared. */
  carriageValue: v.optional(AmountSchema),
  /** Absent is NCV, no customs value. */
  customsValue: v.optional(AmountSchema),
  /** Absent is XXX, no insurance. */
  insurance: v.optional(AmountSchema),
};

const size = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999));
export const FwbDimensionSchema = v.pipe(
  v.object({ weightUnit: v.optional(v.picklist(WEIGHT_UNITS)), weight: v.optional(FigureSchema), unit: v.picklist(['CMT', 'INH']), length: size, width: size, height: size, pieces: PiecesSchema }),
  v.check((dim) => (dim.weightUnit === undefined) === (dim.weight === undefined), 'a weight with its unit, or neither'),
);

export const RATE_CLASSES = ['M', 'N', 'Q', 'B', 'K', 'C', 'R', 'S', 'U', 'E', 'X', 'Y', 'W'] as const;

export const RateSchema = v.object({
  pieces: PiecesSchema,
  weightUnit: v.picklist(WEIGHT_UNITS),
  weight: FigureSchema,
  rateClass: v.picklist(RATE_CLASSES),
  /** The specific commodity item number (or a class rate's percentage). */
  commodityItem: v.optional(CommodityItemSchema),
  chargeableWeight: v.optional(FigureSchema),
  rate: v.optional(AmountSchema),
  total: AmountSchema,
  /** Nature and quantity of goods (NG), consolidation (NC). */
  goods: v.array(text(20)),
  consolidation: v.array(text(20)),
  dimensions: v.array(FwbDimensionSchema),
  volume: v.optional(v.object({ unit: v.picklist(VOLUME_UNITS), value: FigureSchema })),
  /** Shipper's load and count: the pieces within the pieces. */
  slac: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99999))),
  hsCodes: v.array(HsCodeSchema),
});
export type FwbRate = v.InferOutput<typeof RateSchema>;

export const OtherChargeSchema = v.object({
  indicator: IndicatorSchema,
  code: code(/^[A-Z]{2}$/, 'an other charge code: two letters such as MY or AW'),
  /** Due the agent (A) or the carrier (C). */
  due: v.picklist(['A', 'C']),
  amount: AmountSchema,
});

const SUMMARY = [
  ['weightCharge', 'WT'],
  ['valuationCharge', 'VC'],
  ['taxes', 'TX'],
  ['dueAgent', 'OA'],
  ['dueCarrier', 'OC'],
  ['total', 'CT'],
] as const;
export const ChargeSummarySchema = v.object({
  weightCharge: v.optional(AmountSchema),
  valuationCharge: v.optional(AmountSchema),
  taxes: v.optional(AmountSchema),
  dueAgent: v.optional(AmountSchema),
  dueCarrier: v.optional(AmountSchema),
  total: AmountSchema,
});
type ChargeSummary = v.InferOutput<typeof ChargeSummarySchema>;

const DateSchema = code(/^(0[1-9]|[12]\d|3[01])(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{2}$/, 'a date: day, month and two-digit year such as 15MAR24');

export const CustomsInfoSchema = v.object({
  country: v.optional(CountrySchema),
  /** Whom or what it is about: SHP, CNE, ISS (the security status)... */
  informationId: v.optional(InformationIdSchema),
  /** What it is: T tax number, CT contact, RA regulated agent, ED expiry date... */
  customsId: CustomsIdSchema,
  information: text(35),
});

export const ReferenceSchema = v.object({
  officeAddress: v.optional(OfficeAddressSchema),
  fileReference: v.optional(text(15)),
  participant: v.optional(v.object({ identifier: ParticipantIdSchema, code: text(17), airport: AirportSchema })),
});

export const FwbSchema = v.pipe(
  v.object({
    type: v.literal('FWB'),
    version: v.picklist(FWB_VERSIONS),
    consignment: v.pipe(
      v.object(ConsignmentEntries),
      ...consignmentRules<v.InferOutput<v.ObjectSchema<typeof ConsignmentEntries, undefined>>>(),
      v.check((item) => item.shipmentCode === 'T', 'an FWB describes the whole consignment: shipment code T'),
    ),
    flights: v.pipe(v.array(v.object({ carrier: FwbCarrierSchema, number: FlightNumberSchema, day: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31)) })), v.maxLength(4)),
    routing: v.pipe(v.array(v.object({ airport: AirportSchema, carrier: FwbCarrierSchema })), v.minLength(1), v.maxLength(4)),
    shipper: PartySchema,
    consignee: PartySchema,
    agent: v.optional(AgentSchema),
    ssr: v.pipe(v.array(text(65)), v.maxLength(3)),
    notify: v.optional(v.pipe(PartySchema, v.check((party) => party.account === undefined, 'the also-notify party has no account number'))),
    accounting: v.pipe(v.array(v.object({ identifier: AccountingIdSchema, information: text(34) })), v.maxLength(9)),
    declarations: v.object(DeclaredEntries),
    rates: v.pipe(v.array(RateSchema), v.minLength(1), v.maxLength(9)),
    otherCharges: v.array(OtherChargeSchema),
    prepaid: v.optional(ChargeSummarySchema),
    collect: v.optional(ChargeSummarySchema),
    certification: v.optional(text(20)),
    execution: v.object({ date: DateSchema, place: text(17), signature: v.optional(text(20)) }),
    osi: v.pipe(v.array(text(65)), v.maxLength(2)),
    reference: v.optional(ReferenceSchema),
    shc: v.pipe(v.array(ShcSchema), v.maxLength(9)),
    /** FWB/17's shipment reference information. */
    shipmentReference: v.optional(v.object({ reference: text(14), information: v.pipe(v.array(text(12)), v.maxLength(2)) })),
    customs: v.array(CustomsInfoSchema),
  }),
  v.check((fwb) => fwb.version === 17 || fwb.shipmentReference === undefined, 'the shipment reference (SRI) is FWB/17’s; FWB/16 has none'),
  v.check((fwb) => fwb.reference === undefined || Object.keys(fwb.reference).length > 0, 'a sender reference says something'),
);
export type Fwb = v.InferOutput<typeof FwbSchema>;

// ---------------------------------------------------------------------------------------------
// Reading

/** The lines after the consignment detail, in the order FWB has them. */
const ORDER = ['FLT', 'RTG', 'SHP', 'CNE', 'AGT', 'SSR', 'NFY', 'ACC', 'CVD', 'RTD', 'OTH', 'PPD', 'COL', 'CER', 'ISU', 'OSI', 'REF', 'SPH', 'SRI', 'OCI'] as const;
type LineId = (typeof ORDER)[number];
const MANDATORY: LineId[] = ['RTG', 'SHP', 'CNE', 'CVD', 'RTD', 'ISU'];
const NAMES: Record<LineId, string> = {
  FLT: 'flight bookings',
  RTG: 'routing',
  SHP: 'shipper',
  CNE: 'consignee',
  AGT: 'agent',
  SSR: 'special service request',
  NFY: 'also notify',
  ACC: 'accounting information',
  CVD: 'charge declarations',
  RTD: 'rate description',
  OTH: 'other charges',
  PPD: 'prepaid charge summary',
  COL: 'collect charge summary',
  CER: "shipper's certification",
  ISU: "carrier's execution",
  OSI: 'other service information',
  REF: 'sender reference',
  SPH: 'special handling',
  SRI: 'shipment reference information',
  OCI: 'other customs information',
};
/** FWB lines the cabinet does not keep: named so the sender knows what to leave out. */
const UNSUPPORTED: Record<string, string> = {
  CDC: 'charges collect in destination currency',
  COR: 'customs origin',
  COI: 'commission information',
  SII: 'sales incentive information',
  ARD: 'agent reference data',
  NOM: 'nominated handling party',
  OPI: 'other participant information',
};

interface Row {
  no: number;
  fields: string[];
}

const bad = (line: number, detail: string): never => {
  throw new CimpError('bad-element', line, detail);
};
const unexpected = (line: number, detail: string): never => {
  throw new CimpError('unexpected-line', line, detail);
};

/** An element checked against its schema; the schema's message tells what it should be. */
function element<T extends v.GenericSchema<string, unknown>>(schema: T, value: string | undefined, line: number, what: string): v.InferOutput<T> {
  if (value === undefined || value === '') bad(line, `${what} is missing`);
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    bad(line, `${what} "${value}" should be ${issue.type === 'max_length' ? `at most ${String(issue.requirement)} characters` : issue.message}`);
  }
  return result.output as v.InferOutput<T>;
}

/** An element that may be left empty (`//`) or out. */
function optional<T extends v.GenericSchema<string, unknown>>(schema: T, value: string | undefined, line: number, what: string): v.InferOutput<T> | undefined {
  return value === undefined || value === '' ? undefined : element(schema, value, line, what);
}

function amount(value: string | undefined, line: number, what: string): number {
  if (value === undefined || value === '') bad(line, `${what} is missing`);
  if (!AMOUNT.test(value!) || value!.length > 12) bad(line, `${what} "${value}" is not an amount of at most 12 characters with at most three decimals, such as 762.5`);
  return Number(value);
}

/** No elements after the expected ones. */
function noMore(fields: string[], count: number, line: number, what: string): void {
  if (fields.length > count) bad(line, `Unexpected element "${fields[count]}" after the ${what}`);
}

/** The segment's first line (its elements after the identifier) and its continuations, as rows. */
const rowsOf = (segment: Segment): Row[] => [{ no: segment.no, fields: segment.fields.slice(1) }, ...segment.continuations];

function atMost(segment: Segment, rows: number, id: string): void {
  const extra = segment.continuations[rows - 1];
  if (extra) unexpected(extra.no, `The ${id} line takes at most ${rows - 1} continuation line${rows === 2 ? '' : 's'}`);
}

function readFlights(segment: Segment): Fwb['flights'] {
  atMost(segment, 1, 'FLT');
  const fields = segment.fields.slice(1);
  if (fields.length === 0 || fields.length % 2 !== 0) bad(segment.no, 'Each flight booking is a carrier and flight number and a day: FLT/UT561/15');
  if (fields.length > 8) bad(segment.no, 'At most 4 flight bookings');
  const flights: Fwb['flights'] = [];
  for (let index = 0; index < fields.length; index += 2) {
    // Two characters or three letters, then the number: `UTA12` reads as UTA 12 after UT fails.
    const match = /^([A-Z0-9]{2}|[A-Z]{3})(\d{1,4}[A-Z]?)$/.exec(fields[index]!);
    if (!match) bad(segment.no, `"${fields[index]}" is not a carrier and flight number such as UT561`);
    const day = fields[index + 1]!;
    if (!/^(0[1-9]|[12]\d|3[01])$/.test(day)) bad(segment.no, `The day "${day}" of flight ${fields[index]} is not two digits 01 to 31`);
    flights.push({ carrier: match![1]!, number: match![2]!, day: Number(day) });
  }
  return flights;
}

function readRouting(segment: Segment): Fwb['routing'] {
  atMost(segment, 1, 'RTG');
  const fields = segment.fields.slice(1);
  if (fields.length === 0) bad(segment.no, 'The routing needs at least the destination and its carrier: RTG/EVNUT');
  if (fields.length > 4) bad(segment.no, 'At most 4 routing sectors');
  return fields.map((sector) => {
    const match = /^([A-Z]{3})([A-Z0-9]{2}|[A-Z]{3})$/.exec(sector);
    if (!match) bad(segment.no, `The routing sector "${sector}" is not an airport and its carrier such as EVNUT`);
    return { airport: match![1]!, carrier: match![2]! };
  });
}

/** SHP, CNE and NFY: the name, street, place and state, country with post code and contact. */
function readParty(segment: Segment, id: 'SHP' | 'CNE' | 'NFY'): FwbParty {
  const what = NAMES[id];
  const rows = rowsOf(segment);
  const withAccount = id !== 'NFY';
  // SHP and CNE carry the account on their line and the name on the next; NFY the name on its line.
  const expected = withAccount ? 5 : 4;
  if (rows.length > expected) unexpected(rows[expected]!.no, `The ${what} lines are ${id}, then name, street, place and country lines`);
  const head = rows[0]!;
  noMore(head.fields, 1, head.no, `${id} line's ${withAccount ? 'account number' : 'name'}`);
  const account = withAccount ? optional(text(14), head.fields[0], head.no, `The ${what}'s account number`) : undefined;
  const [nameRow, streetRow, placeRow, countryRow] = withAccount ? rows.slice(1) : rows;
  if (!nameRow || !streetRow || !placeRow || !countryRow) {
    return bad(rows.at(-1)!.no, `The ${what}'s ${['name', 'street', 'place', 'country'][rows.length - (withAccount ? 1 : 0)]} line is missing: ${id} needs name, street, place and country lines`);
  }
  noMore(nameRow.fields, 1, nameRow.no, `${what}'s name`);
  noMore(streetRow.fields, 1, streetRow.no, `${what}'s street`);
  noMore(placeRow.fields, 2, placeRow.no, `${what}'s place and state`);
  const [country, postalCode, contactType, contactNumber, ...rest] = countryRow.fields;
  if (rest.length) bad(countryRow.no, `Unexpected element "${rest[0]}" after the ${what}'s contact`);
  if ((contactType ?? '') === '' !== ((contactNumber ?? '') === '')) bad(countryRow.no, `The ${what}'s contact needs its identifier and number, such as TE/74951234567`);
  const state = optional(text(9), placeRow.fields[1], placeRow.no, `The ${what}'s state`);
  const post = optional(text(9), postalCode, countryRow.no, `The ${what}'s post code`);
  return {
    ...(account === undefined ? {} : { account }),
    name: element(text(35), nameRow.fields[0], nameRow.no, `The ${what}'s name`),
    address: element(text(35), streetRow.fields[0], streetRow.no, `The ${what}'s street`),
    city: element(text(17), placeRow.fields[0], placeRow.no, `The ${what}'s place`),
    ...(state === undefined ? {} : { state }),
    country: element(CountrySchema, country, countryRow.no, `The ${what}'s country`),
    ...(post === undefined ? {} : { postalCode: post }),
    ...(contactType ? { contact: { type: element(ContactTypeSchema, contactType, countryRow.no, `The ${what}'s contact identifier`), number: element(text(25), contactNumber, countryRow.no, `The ${what}'s contact number`) } } : {}),
  };
}

function readAgent(segment: Segment): NonNullable<Fwb['agent']> {
  const [head, nameRow, placeRow, extra] = rowsOf(segment);
  if (extra) unexpected(extra.no, 'The agent has 2 continuation lines: name and place');
  if (!nameRow || !placeRow) bad(segment.no, "The agent's name and place lines are missing");
  const [account, iataCode, cass] = head!.fields;
  noMore(head!.fields, 3, head!.no, "agent's account, IATA code and CASS address");
  noMore(nameRow!.fields, 1, nameRow!.no, "agent's name");
  noMore(placeRow!.fields, 1, placeRow!.no, "agent's place");
  const accountValue = optional(text(14), account, head!.no, "The agent's account number");
  const cassAddress = optional(CassSchema, cass, head!.no, "The agent's CASS address");
  return {
    ...(accountValue === undefined ? {} : { account: accountValue }),
    iataCode: element(IataCodeSchema, iataCode, head!.no, "The agent's IATA code"),
    ...(cassAddress === undefined ? {} : { cassAddress }),
    name: element(text(35), nameRow!.fields[0], nameRow!.no, "The agent's name"),
    city: element(text(17), placeRow!.fields[0], placeRow!.no, "The agent's place"),
  };
}

/** SSR and OSI: a text a line. */
function readTexts(segment: Segment, max: number, id: string): string[] {
  atMost(segment, max, id);
  return rowsOf(segment).map((row) => {
    if (row.fields.length > 1) bad(row.no, `The ${id} text cannot hold "/"`);
    return element(text(65), row.fields[0], row.no, `The ${id} text`);
  });
}

function readAccounting(segment: Segment): Fwb['accounting'] {
  atMost(segment, 9, 'ACC');
  return rowsOf(segment).map((row) => {
    noMore(row.fields, 2, row.no, 'accounting information');
    return {
      identifier: element(AccountingIdSchema, row.fields[0], row.no, 'The accounting information identifier'),
      information: element(text(34), row.fields[1], row.no, 'The accounting information'),
    };
  });
}

function readDeclarations(segment: Segment): Fwb['declarations'] {
  atMost(segment, 1, 'CVD');
  const [currency, chargeCode, payment, carriage, customs, insurance, ...rest] = segment.fields.slice(1);
  const no = segment.no;
  if (rest.length) bad(no, `Unexpected element "${rest[0]}" after the insurance amount`);
  if (!/^[PC][PC]$/.test(payment ?? '')) bad(no, `The prepaid or collect indicators "${payment ?? ''}" are not two letters P or C (weight and valuation, then other charges), such as PP`);
  const declared = (value: string | undefined, none: string, what: string) => (value === none ? undefined : amount(value, no, `${what} (or ${none})`));
  const currencyCode = element(CurrencySchema, currency, no, 'The currency');
  const charge = optional(ChargeCodeSchema, chargeCode, no, 'The charge code');
  const values = {
    carriageValue: declared(carriage, 'NVD', 'The declared value for carriage'),
    customsValue: declared(customs, 'NCV', 'The declared value for customs'),
    insurance: declared(insurance, 'XXX', 'The amount of insurance'),
  };
  return {
    currency: currencyCode,
    ...(charge === undefined ? {} : { chargeCode: charge }),
    weightValuation: payment![0] as 'P' | 'C',
    otherCharges: payment![1] as 'P' | 'C',
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
  };
}

/** `RTD/1/P10/K250.5/CQ/S2199/W260/R45.5/T11830`: the elements told by their letters. */
function readRateLine(fields: string[], number: number, line: number): Omit<FwbRate, 'goods' | 'consolidation' | 'dimensions' | 'hsCodes'> {
  if (fields[0] !== String(number)) bad(line, `The rate description line number "${fields[0] ?? ''}" should be ${number}: RTD lines are numbered 1, 2, 3...`);
  const rest = fields.slice(1);
  const take = (letter: string) => (rest[0]?.startsWith(letter) ? rest.shift()!.slice(1) : undefined);
  const pieces = take('P');
  if (pieces === undefined) bad(line, 'The rate line needs its pieces first: P and a number, such as P10');
  const weight = rest.shift();
  if (weight === undefined) bad(line, 'The rate line needs its gross weight after the pieces, such as K250.5');
  const rateClass = take('C');
  if (rateClass === undefined || !(RATE_CLASSES as readonly string[]).includes(rateClass)) bad(line, `The rate class "C${rateClass ?? ''}" is not C and one of ${RATE_CLASSES.join(' ')}`);
  const item = take('S');
  const chargeable = take('W');
  const rate = take('R');
  const total = take('T');
  if (total === undefined) bad(line, `The rate line needs its total, T and an amount${rest.length ? `; "${rest[0]}" does not belong here` : ''}`);
  if (rest.length) bad(line, `Unexpected element "${rest[0]}" after the rate line's total`);
  return {
    pieces: readPieces(pieces!, line),
    ...readWeight(weight!, line),
    rateClass: rateClass as FwbRate['rateClass'],
    ...(item === undefined ? {} : { commodityItem: element(CommodityItemSchema, item, line, 'The commodity item number') }),
    ...(chargeable === undefined ? {} : { chargeableWeight: readFigure(chargeable, line, 'The chargeable weight') }),
    ...(rate === undefined ? {} : { rate: amount(rate, line, 'The rate or charge') }),
    total: amount(total!, line, 'The total'),
  };
}

function readDimension(fields: string[], line: number): v.InferOutput<typeof FwbDimensionSchema> {
  const [weight = '', dims = '', pieces, ...rest] = fields;
  if (dims === 'NDA') bad(line, 'NDA (no dimensions available) is not kept by the cabinet: leave the ND line out');
  if (rest.length) bad(line, `Unexpected element "${rest[0]}" after the dimensions' pieces`);
  const match = /^(CMT|INH)(\d{1,4})-(\d{1,4})-(\d{1,4})$/.exec(dims);
  if (!match) bad(line, `The dimensions "${dims}" are not a unit (CMT or INH) and length-width-height such as CMT120-80-60`);
  const [length, width, height] = match!.slice(2).map(Number) as [number, number, number];
  if (!length || !width || !height) bad(line, `A dimension of "${dims}" is zero`);
  return { ...(weight === '' ? {} : readWeight(weight, line)), unit: match![1] as 'CMT' | 'INH', length, width, height, pieces: readPieces(pieces ?? '', line, 'The dimensions’ pieces') };
}

/** A rate line's continuations: the first unnumbered, then /2/, /3/...; each a kind of goods data. */
function readRateDetail(rate: FwbRate, rows: Row[]): void {
  rows.forEach((row, index) => {
    let fields = row.fields;
    if (index > 0) {
      if (fields[0] !== String(index + 1)) bad(row.no, `The rate description continuation should be numbered ${index + 1}: /${index + 1}/NG/...`);
      fields = fields.slice(1);
    }
    const [kind, ...values] = fields;
    const one = (what: string) => {
      noMore(values, 1, row.no, what);
      return values[0];
    };
    switch (kind) {
      case 'NG':
        rate.goods.push(element(text(20), one('goods description'), row.no, 'The nature and quantity of goods'));
        break;
      case 'NC':
        rate.consolidation.push(element(text(20), one('consolidation description'), row.no, 'The consolidation description'));
        break;
      case 'ND':
        rate.dimensions.push(readDimension(values, row.no));
        break;
      case 'NV': {
        if (rate.volume) bad(row.no, 'A rate line has one volume (NV)');
        const volume = one('volume') ?? '';
        const unit = VOLUME_UNITS.find((candidate) => volume.startsWith(candidate));
        if (!unit) bad(row.no, `The volume "${volume}" is not a unit (MC, CC, CF, CI) and a figure such as MC1.2`);
        rate.volume = { unit: unit!, value: readFigure(volume.slice(2), row.no, 'The volume') };
        break;
      }
      case 'NS': {
        if (rate.slac !== undefined) bad(row.no, "A rate line has one shipper's load and count (NS)");
        const slac = one('SLAC') ?? '';
        if (!/^\d{1,5}$/.test(slac)) bad(row.no, `The shipper's load and count "${slac}" is not 1 to 5 digits`);
        rate.slac = Number(slac);
        break;
      }
      case 'NH':
        rate.hsCodes.push(element(HsCodeSchema, one('harmonised code'), row.no, 'The harmonised commodity code'));
        break;
      default:
        bad(row.no, `"${kind ?? ''}" is not rate description data this codec reads: NG goods, NC consolidation, ND dimensions, NV volume, NS SLAC or NH harmonised code`);
    }
  });
}

function readRate(segment: Segment, number: number): FwbRate {
  const rate: FwbRate = { ...readRateLine(segment.fields.slice(1), number, segment.no), goods: [], consolidation: [], dimensions: [] as FwbRate['dimensions'], hsCodes: [] };
  readRateDetail(rate, segment.continuations);
  return rate;
}

function readOtherCharges(segment: Segment): Fwb['otherCharges'] {
  return rowsOf(segment).flatMap((row) => {
    const [indicator, ...charges] = row.fields;
    if (indicator !== 'P' && indicator !== 'C') bad(row.no, `The other charges' indicator "${indicator ?? ''}" is not P (prepaid) or C (collect)`);
    if (charges.length === 0) bad(row.no, 'The other charges line needs a charge: a code, A or C and an amount, such as MYC12.5');
    return charges.map((charge) => {
      const match = /^([A-Z]{2})([AC])(.*)$/.exec(charge);
      if (!match) bad(row.no, `The other charge "${charge}" is not a code, A (due agent) or C (due carrier) and an amount, such as MYC12.5`);
      return { indicator: indicator as 'P' | 'C', code: match![1]!, due: match![2] as 'A' | 'C', amount: amount(match![3], row.no, `The amount of ${match![1]}`) };
    });
  });
}

function readSummary(segment: Segment, id: string): ChargeSummary {
  atMost(segment, 2, id);
  const result: Partial<ChargeSummary> = {};
  let next = 0;
  for (const row of rowsOf(segment)) {
    for (const item of row.fields) {
      const position = SUMMARY.findIndex(([, letters]) => item.startsWith(letters));
      if (position < 0) bad(row.no, `"${item}" is not a charge total: WT, VC, TX, OA, OC or CT and an amount`);
      if (position < next) bad(row.no, `${item.slice(0, 2)} comes out of order: WT, VC, TX, OA, OC, CT`);
      next = position + 1;
      const [key, letters] = SUMMARY[position]!;
      result[key] = amount(item.slice(2), row.no, `The ${letters} amount`);
    }
  }
  if (result.total === undefined) bad(segment.no, `The ${NAMES[id as LineId]} needs its total, CT and an amount`);
  return Object.fromEntries(SUMMARY.filter(([key]) => result[key] !== undefined).map(([key]) => [key, result[key]])) as ChargeSummary;
}

function readExecution(segment: Segment): Fwb['execution'] {
  atMost(segment, 1, 'ISU');
  const [date, place, signature, ...rest] = segment.fields.slice(1);
  if (rest.length) bad(segment.no, `Unexpected element "${rest[0]}" after the signature`);
  const sign = optional(text(20), signature, segment.no, 'The signature');
  return { date: element(DateSchema, date, segment.no, 'The date of execution'), place: element(text(17), place, segment.no, 'The place of execution'), ...(sign === undefined ? {} : { signature: sign }) };
}

function readReference(segment: Segment): NonNullable<Fwb['reference']> {
  atMost(segment, 1, 'REF');
  const [office, file, identifier, participantCode, airport, ...rest] = segment.fields.slice(1);
  const no = segment.no;
  if (rest.length) bad(no, `Unexpected element "${rest[0]}" after the participant's airport`);
  const officeAddress = optional(OfficeAddressSchema, office, no, 'The office message address');
  const fileReference = optional(text(15), file, no, 'The file reference');
  const reference: NonNullable<Fwb['reference']> = { ...(officeAddress === undefined ? {} : { officeAddress }), ...(fileReference === undefined ? {} : { fileReference }) };
  if ([identifier, participantCode, airport].some((value) => value !== undefined && value !== '')) {
    reference.participant = {
      identifier: element(ParticipantIdSchema, identifier, no, 'The participant identifier'),
      code: element(text(17), participantCode, no, 'The participant code'),
      airport: readAirport(airport ?? '', no, "The participant's airport"),
    };
  }
  if (Object.keys(reference).length === 0) bad(no, 'The sender reference is empty');
  return reference;
}

function readShcLine(segment: Segment): string[] {
  atMost(segment, 1, 'SPH');
  const codes = segment.fields.slice(1);
  if (codes.length === 0 || codes.length > 9) bad(segment.no, 'The special handling line has 1 to 9 codes');
  return codes.map((shc) => readShc(shc, segment.no));
}

function readShipmentReference(segment: Segment): NonNullable<Fwb['shipmentReference']> {
  atMost(segment, 1, 'SRI');
  const [reference, ...information] = segment.fields.slice(1);
  if (information.length > 2) bad(segment.no, `Unexpected element "${information[2]}" after the supplementary shipment information`);
  return { reference: element(text(14), reference, segment.no, 'The shipment reference'), information: information.map((item) => element(text(12), item, segment.no, 'The supplementary shipment information')) };
}

function readCustoms(segment: Segment): Fwb['customs'] {
  return rowsOf(segment).map((row) => {
    const [country, informationId, customsId, information, ...rest] = row.fields;
    if (rest.length) bad(row.no, `Unexpected element "${rest[0]}": the customs information cannot hold "/"`);
    const countryValue = optional(CountrySchema, country, row.no, 'The customs country');
    const info = optional(InformationIdSchema, informationId, row.no, 'The information identifier');
    return {
      ...(countryValue === undefined ? {} : { country: countryValue }),
      ...(info === undefined ? {} : { informationId: info }),
      customsId: element(CustomsIdSchema, customsId, row.no, 'The customs information identifier'),
      information: element(text(35), information, row.no, 'The supplementary customs information'),
    };
  });
}

const lastLineOf = (message: MessageText): number => {
  const last = message.segments.at(-1);
  return last ? (last.continuations.at(-1)?.no ?? last.no) : message.headerLine;
};

/** The lines' identifiers in FWB's order, each line once (RTD as often as there are rates), the mandatory ones there. */
function checkStructure(message: MessageText): Map<LineId, Segment[]> {
  const [first, ...rest] = message.segments;
  if (!first || !/^\d/.test(first.fields[0] ?? '')) {
    throw new CimpError('missing-mandatory-line', first?.no ?? message.headerLine, `The consignment detail (such as 298-45182336VKOEVN/T10K250.5) must follow FWB/${message.version}`);
  }
  if (first.continuations[0]) unexpected(first.continuations[0].no, 'The consignment detail has no continuation lines in an FWB; special handling codes go on the SPH line');
  const found = new Map<LineId, Segment[]>();
  let rank = -1;
  for (const segment of rest) {
    const id = segment.fields[0] ?? '';
    if (UNSUPPORTED[id]) unexpected(segment.no, `The ${id} line (${UNSUPPORTED[id]}) is not one the cabinet reads in an FWB; send the FWB without it`);
    const position = (ORDER as readonly string[]).indexOf(id);
    if (position < 0) unexpected(segment.no, `"${id.slice(0, 10)}" is not an FWB line; after the consignment detail come ${ORDER.join(', ')}`);
    const lineId = id as LineId;
    if (lineId === 'SRI' && message.version === 16) unexpected(segment.no, 'The SRI line (shipment reference information) is FWB/17’s; send it as FWB/17 or leave it out');
    if (position < rank || (position === rank && lineId !== 'RTD')) {
      unexpected(segment.no, position === rank ? `A second ${lineId} line; an FWB has one (continuation lines start with /)` : `The ${lineId} line comes too late: FWB's order is ${ORDER.join(', ')}`);
    }
    rank = position;
    found.set(lineId, [...(found.get(lineId) ?? []), segment]);
  }
  for (const id of MANDATORY) {
    if (found.has(id)) continue;
    const position = ORDER.indexOf(id);
    const after = rest.find((segment) => ORDER.indexOf(segment.fields[0] as LineId) > position);
    throw new CimpError('missing-mandatory-line', after?.no ?? lastLineOf(message), `The ${id} line (${NAMES[id]}) is missing; an FWB needs ${MANDATORY.join(', ')}`);
  }
  return found;
}

/** Reads an FWB/16 or FWB/17 from its segments. */
export function readFwb(message: MessageText): Fwb {
  if (message.type !== 'FWB') throw new CimpError('unknown-message-type', message.headerLine, `${message.type} is not an FWB`);
  if (!(FWB_VERSIONS as readonly number[]).includes(message.version)) {
    throw new CimpError('unsupported-version', message.headerLine, `FWB/${message.version} is not a version the cabinet reads; it reads FWB/16 and FWB/17`);
  }
  const found = checkStructure(message);
  const one = (id: LineId) => found.get(id)?.[0];
  const consignment = readConsignment(message.segments[0]!.fields, message.segments[0]!.no, { allowed: ['T'] });
  const optionalLine = <T>(id: LineId, read: (segment: Segment) => T): T | undefined => {
    const segment = one(id);
    return segment ? read(segment) : undefined;
  };
  const agent = optionalLine('AGT', readAgent);
  const notify = optionalLine('NFY', (segment) => readParty(segment, 'NFY'));
  const prepaid = optionalLine('PPD', (segment) => readSummary(segment, 'PPD'));
  const collect = optionalLine('COL', (segment) => readSummary(segment, 'COL'));
  const certification = optionalLine('CER', (segment) => {
    atMost(segment, 1, 'CER');
    noMore(segment.fields, 2, segment.no, "shipper's certification");
    return element(text(20), segment.fields[1], segment.no, "The shipper's certification");
  });
  const reference = optionalLine('REF', readReference);
  const shipmentReference = optionalLine('SRI', readShipmentReference);
  return {
    type: 'FWB',
    version: message.version as Fwb['version'],
    consignment,
    flights: optionalLine('FLT', readFlights) ?? [],
    routing: readRouting(one('RTG')!),
    shipper: readParty(one('SHP')!, 'SHP'),
    consignee: readParty(one('CNE')!, 'CNE'),
    ...(agent ? { agent } : {}),
    ssr: optionalLine('SSR', (segment) => readTexts(segment, 3, 'SSR')) ?? [],
    ...(notify ? { notify } : {}),
    accounting: optionalLine('ACC', readAccounting) ?? [],
    declarations: readDeclarations(one('CVD')!),
    rates: found.get('RTD')!.map((segment, index) => readRate(segment, index + 1)),
    otherCharges: optionalLine('OTH', readOtherCharges) ?? [],
    ...(prepaid ? { prepaid } : {}),
    ...(collect ? { collect } : {}),
    ...(certification === undefined ? {} : { certification }),
    execution: readExecution(one('ISU')!),
    osi: optionalLine('OSI', (segment) => readTexts(segment, 2, 'OSI')) ?? [],
    ...(reference ? { reference } : {}),
    shc: optionalLine('SPH', readShcLine) ?? [],
    ...(shipmentReference ? { shipmentReference } : {}),
    customs: optionalLine('OCI', readCustoms) ?? [],
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

const money = (value: number): string => String(value);
/** Elements joined with `/`, optional ones left empty between others and dropped at the end. */
const join = (parts: (string | undefined)[]): string => {
  const values = parts.map((part) => part ?? '');
  while (values.length > 0 && values.at(-1) === '') values.pop();
  return values.join('/');
};

function writeParty(id: 'SHP' | 'CNE' | 'NFY', party: FwbParty): string[] {
  const contact = party.contact ? [party.contact.type, party.contact.number] : [];
  return [
    ...(id === 'NFY' ? [`NFY/${party.name}`] : [join([id, party.account]), `/${party.name}`]),
    `/${party.address}`,
    `/${join([party.city, party.state])}`,
    `/${join([party.country, party.postalCode, ...contact])}`,
  ];
}

function writeRate(rate: FwbRate, number: number): string[] {
  const head = join([
    'RTD',
    String(number),
    `P${rate.pieces}`,
    `${rate.weightUnit}${formatFigure(rate.weight)}`,
    `C${rate.rateClass}`,
    rate.commodityItem === undefined ? undefined : `S${rate.commodityItem}`,
    rate.chargeableWeight === undefined ? undefined : `W${formatFigure(rate.chargeableWeight)}`,
    rate.rate === undefined ? undefined : `R${money(rate.rate)}`,
    `T${money(rate.total)}`,
  ].filter((part) => part !== undefined));
  const details = [
    ...rate.goods.map((goods) => `NG/${goods}`),
    ...rate.consolidation.map((goods) => `NC/${goods}`),
    ...rate.dimensions.map((dim) => `ND/${dim.weightUnit === undefined ? '' : `${dim.weightUnit}${formatFigure(dim.weight!)}`}/${dim.unit}${dim.length}-${dim.width}-${dim.height}/${dim.pieces}`),
    ...(rate.volume ? [`NV/${rate.volume.unit}${formatFigure(rate.volume.value)}`] : []),
    ...(rate.slac === undefined ? [] : [`NS/${rate.slac}`]),
    ...rate.hsCodes.map((hs) => `NH/${hs}`),
  ];
  return [head, ...details.map((detail, index) => (index === 0 ? `/${detail}` : `/${index + 1}/${detail}`))];
}

function writeSummary(id: 'PPD' | 'COL', summary: ChargeSummary): string[] {
  const items = SUMMARY.filter(([key]) => summary[key] !== undefined).map(([key, letters]) => `${letters}${money(summary[key]!)}`);
  // WT, VC, TX on the first line, OA, OC, CT on the next, as the AWB's charge summary boxes go.
  const firstGroup = items.filter((item) => ['WT', 'VC', 'TX'].includes(item.slice(0, 2)));
  const secondGroup = items.slice(firstGroup.length);
  return firstGroup.length ? [`${id}/${firstGroup.join('/')}`, `/${secondGroup.join('/')}`] : [`${id}/${secondGroup.join('/')}`];
}

function writeDeclarations(item: Fwb['declarations']): string {
  return [
    'CVD',
    item.currency,
    item.chargeCode ?? '',
    `${item.weightValuation}${item.otherCharges}`,
    item.carriageValue === undefined ? 'NVD' : money(item.carriageValue),
    item.customsValue === undefined ? 'NCV' : money(item.customsValue),
    item.insurance === undefined ? 'XXX' : money(item.insurance),
  ].join('/');
}

const continued = (id: string, rows: string[]): string[] => rows.map((row, index) => (index === 0 ? `${id}/${row}` : `/${row}`));

/** The FWB's lines, `FWB/16` or `FWB/17` first. */
export function writeFwb(fwb: Fwb): string[] {
  const lines = [`FWB/${fwb.version}`, writeConsignment(fwb.consignment)];
  if (fwb.flights.length) lines.push(['FLT', ...fwb.flights.flatMap((flight) => [`${flight.carrier}${flight.number}`, String(flight.day).padStart(2, '0')])].join('/'));
  lines.push(['RTG', ...fwb.routing.map((sector) => `${sector.airport}${sector.carrier}`)].join('/'));
  lines.push(...writeParty('SHP', fwb.shipper), ...writeParty('CNE', fwb.consignee));
  if (fwb.agent) lines.push(`AGT/${join([fwb.agent.account, fwb.agent.iataCode, fwb.agent.cassAddress])}`, `/${fwb.agent.name}`, `/${fwb.agent.city}`);
  lines.push(...continued('SSR', fwb.ssr));
  if (fwb.notify) lines.push(...writeParty('NFY', fwb.notify));
  lines.push(...continued('ACC', fwb.accounting.map((item) => `${item.identifier}/${item.information}`)));
  lines.push(writeDeclarations(fwb.declarations));
  fwb.rates.forEach((rate, index) => lines.push(...writeRate(rate, index + 1)));
  lines.push(...continued('OTH', fwb.otherCharges.map((charge) => `${charge.indicator}/${charge.code}${charge.due}${money(charge.amount)}`)));
  if (fwb.prepaid) lines.push(...writeSummary('PPD', fwb.prepaid));
  if (fwb.collect) lines.push(...writeSummary('COL', fwb.collect));
  if (fwb.certification !== undefined) lines.push(`CER/${fwb.certification}`);
  lines.push(join(['ISU', fwb.execution.date, fwb.execution.place, fwb.execution.signature]));
  lines.push(...continued('OSI', fwb.osi));
  if (fwb.reference) {
    const { officeAddress, fileReference, participant } = fwb.reference;
    lines.push(join(['REF', officeAddress ?? '', fileReference, participant?.identifier, participant?.code, participant?.airport]));
  }
  if (fwb.shc.length) lines.push(['SPH', ...fwb.shc].join('/'));
  if (fwb.shipmentReference) lines.push(['SRI', fwb.shipmentReference.reference, ...fwb.shipmentReference.information].join('/'));
  lines.push(...continued('OCI', fwb.customs.map((item) => [item.country ?? '', item.informationId ?? '', item.customsId, item.information].join('/'))));
  return lines;
}
