// The printed words of the air waybill's face, in English as IATA's form has them (the form is an
// international document: the same captions whatever language the cabinet speaks). Only the drawn
// A4 form prints them; the blanks have them already. Kept here, apart from the geometry, so a
// wording is corrected in one place.

export const AWB_CAPTIONS = {
  shipper: "Shipper's Name and Address",
  shipperAccount: "Shipper's Account Number",
  consignee: "Consignee's Name and Address",
  consigneeAccount: "Consignee's Account Number",
  notNegotiable: 'Not Negotiable',
  airWaybill: 'Air Waybill',
  issuedBy: 'Issued by',
  copies: 'Copies 1, 2 and 3 of this Air Waybill are originals and have the same validity.',
  conditions:
    'It is agreed that the goods described herein are accepted in apparent good order and condition (except as noted) for carriage ' +
    'SUBJECT TO THE CONDITIONS OF CONTRACT ON THE REVERSE HEREOF. ALL GOODS MAY BE CARRIED BY ANY OTHER MEANS INCLUDING ROAD OR ANY ' +
    'OTHER CARRIER UNLESS SPECIFIC CONTRARY INSTRUCTIONS ARE GIVEN HEREON BY THE SHIPPER. THE SHIPPER’S ATTENTION IS DRAWN TO THE ' +
    'NOTICE CONCERNING CARRIER’S LIMITATION OF LIABILITY. Shipper may increase such limitation of liability by declaring a higher ' +
    'value for carriage and paying a supplemental charge if required.',
  agent: "Issuing Carrier's Agent Name and City",
  agentIataCode: "Agent's IATA Code",
  agentAccount: 'Account No.',
  accountingInformation: 'Accounting Information',
  departure: 'Airport of Departure (Addr. of First Carrier) and Requested Routing',
  referenceNumber: 'Reference Number',
  optionalShipping: 'Optional Shipping Information',
  to: 'To',
  byFirstCarrier: 'By First Carrier',
  toNext: 'to',
  byNext: 'by',
  currency: 'Currency',
  chgsCode: 'CHGS Code',
  wtVal: 'WT/VAL',
  other: 'Other',
  ppd: 'PPD',
  coll: 'COLL',
  declaredCarriage: 'Declared Value for Carriage',
  declaredCustoms: 'Declared Value for Customs',
  destination: 'Airport of Destination',
  requestedFlight: 'Requested Flight/Date',
  flightDate: 'Flight/Date',
  insurance: 'Amount of Insurance',
  insuranceNotice:
    'INSURANCE – If carrier offers insurance, and such insurance is requested in accordance with the conditions thereof, ' +
    'indicate amount to be insured in figures in box marked "Amount of Insurance".',
  handling: 'Handling Information',
  sci: 'SCI',
  pieces: 'No. of Pieces RCP',
  grossWeight: 'Gross Weight',
  unit: 'kg lb',
  rateClass: 'Rate Class',
  commodityItem: 'Commodity Item No.',
  chargeableWeight: 'Chargeable Weight',
  rate: 'Rate / Charge',
  total: 'Total',
  goods: 'Nature and Quantity of Goods (incl. Dimensions or Volume)',
  prepaid: 'Prepaid',
  collect: 'Collect',
  weightCharge: 'Weight Charge',
  valuationCharge: 'Valuation Charge',
  tax: 'Tax',
  otherDueAgent: 'Total Other Charges Due Agent',
  otherDueCarrier: 'Total Other Charges Due Carrier',
  totalPrepaid: 'Total Prepaid',
  totalCollect: 'Total Collect',
  conversionRates: 'Currency Conversion Rates',
  ccCharges: 'CC Charges in Dest. Currency',
  carrierUse: "For Carrier's Use only at Destination",
  destinationCharges: 'Charges at Destination',
  totalCollectCharges: 'Total Collect Charges',
  otherCharges: 'Other Charges',
  certification:
    'Shipper certifies that the particulars on the face hereof are correct and that insofar as any part of the consignment ' +
    'contains dangerous goods, such part is properly described by name and is in proper condition for carriage by air ' +
    'according to the applicable Dangerous Goods Regulations.',
  shipperSignature: 'Signature of Shipper or his Agent',
  executedOn: 'Executed on (date)',
  executedAt: 'at (place)',
  carrierSignature: 'Signature of Issuing Carrier or its Agent',
} as const;

export type CaptionKey = keyof typeof AWB_CAPTIONS;
