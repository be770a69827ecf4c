// The air waybill as it is printed: the boxes of IATA Resolution 600a, filled with what the
// shipment holds, every value already written as it appears on paper (amounts with their decimals,
// dates as the form writes them). The server builds it from the shipment; the print layouts only
// place it, so a layout never computes a figure.

/** Section 2's print forms: the airline's pre-printed blank, a neutral blank, and the whole form drawn on A4. */
export const PRINT_FORMS = ['airline', 'neutral', 'a4'] as const;
export type PrintForm = (typeof PRINT_FORMS)[number];

/** A per-workstation paper offset in millimetres (printers drift): the data moves by it, the drawn A4 form with it. */
export interface PrintOffset {
  x: number;
  y: number;
}
/** The largest offset a workstation may set, either way, in millimetres. */
export const MAX_PRINT_OFFSET_MM = 20;

/** A party's box: name and address lines as printed, and its account number. */
export interface AwbFormParty {
  name: string;
  /** Street, then city with post code, then country; each a line. */
  lines: string[];
  account: string | null;
  phone: string | null;
}

/** One rate line (the form's rate description area). */
export interface AwbFormRateLine {
  pieces: string;
  grossWeight: string;
  /** K (kg) or L (lb). */
  unit: 'K' | 'L';
  /** M minimum, N normal, Q quantity, C specific commodity. */
  rateClass: 'M' | 'N' | 'Q' | 'C';
  commodityItem: string | null;
  chargeableWeight: string;
  rate: string;
  total: string;
  /** Nature and quantity of goods: the cargo's name, then its dimensions or volume, each a line. */
  goods: string[];
}

/** The charges summary column (prepaid or collect). */
export interface AwbFormCharges {
  weightCharge: string | null;
  valuationCharge: string | null;
  tax: string | null;
  otherDueAgent: string | null;
  otherDueCarrier: string | null;
  total: string | null;
}

export interface AwbForm {
  /** `PPP-SSSSSSSS`. */
  awb: string;
  prefix: string;
  serial: string;
  /** Not issued yet: every form is marked DRAFT. */
  draft: boolean;
  /** An e-AWB (its number of an EAWB stock): printed for the file, marked so. */
  eawb: boolean;
  /** The issuing carrier (printed on the neutral and A4 forms; the airline's blank has it already). */
  carrier: { name: string; code: string; address: string | null };
  shipper: AwbFormParty;
  consignee: AwbFormParty;
  /** The issuing carrier's agent: its name and city, IATA code and account. */
  agent: { name: string; city: string | null; iataCode: string | null; account: string | null } | null;
  accountingInformation: string | null;
  /** Airport of departure (with the first carrier's requested routing) and of destination. */
  departure: { code: string; name: string };
  destination: { code: string; name: string };
  /** Up to three transfer points with the carrier flying each sector ("to" / "by"). */
  routing: { to: string; by: string }[];
  /** Requested flights and their dates, as booked. */
  flights: { flight: string; date: string }[];
  currency: string;
  /** PP prepaid or CC collect, for the weight/valuation charges and for the other charges. */
  weightValuation: 'PP' | 'CC';
  otherCharges: 'PP' | 'CC';
  /** NVD when none is declared. */
  declaredValueCarriage: string;
  /** NCV when none is declared. */
  declaredValueCustoms: string;
  /** XXX when none is asked. */
  insurance: string;
  /** Handling information: special handling codes, SSR and OSI lines. */
  handling: string[];
  rateLines: AwbFormRateLine[];
  totalPieces: string;
  totalGrossWeight: string;
  prepaid: AwbFormCharges;
  collect: AwbFormCharges;
  /** Other charges, each `code amount` (AWC due carrier, MYC...). */
  otherChargeLines: { code: string; amount: string }[];
  /** Shipper's certification: the name signing for the shipper. */
  shipperSignature: string;
  /** Executed on (date), at (place), and the issuing carrier's or its agent's signature. */
  executedOn: string;
  executedAt: string;
  carrierSignature: string;
}
