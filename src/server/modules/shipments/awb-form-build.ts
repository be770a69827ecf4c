import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { money, toDecimal, type Currency } from '@shared/money';
import type { AwbForm, AwbFormCharges, AwbFormParty } from '@shared/shipments/awb-form';
import type { Participant } from '@shared/shipments/participants';
import type { Database } from '../../db/client';
import { airlines, airports, bookings, contractors, contracts, flightLegs, flights } from '../../db/schema';
import { awbOf, type ShipmentRow } from './scope';

// The printed AWB (src/shared/shipments/awb-form.ts) from what the shipment holds: its parties and
// own data, its first part's flights as booked, the cargo as measured (or as booked), and the
// charges as priced, written as the form writes them (amounts with their decimals and a space
// between thousands, dates as 12MAR, NVD / NCV / XXX where nothing is declared).

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `2026-03-12` as the form's `12MAR` (with the year: `12MAR2026`). */
export function awbDate(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return `${date}${MONTHS[Number(month) - 1]}${withYear ? year : ''}`;
}

/** Minor units as the form writes an amount: `29 410.00`. */
export function awbAmount(amount: number, currency: string): string {
  const [whole, fraction] = toDecimal(money(amount, currency as Currency)).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

const weightText = (kg: number) => kg.toFixed(1);

function party(participant: Participant | null, account: string | null): AwbFormParty {
  if (!participant) return { name: '', lines: [], account, phone: null };
  const place = [participant.city, participant.postalCode].filter(Boolean).join(' ');
  return { name: participant.name, lines: [participant.address, place, participant.country].filter((line): line is string => Boolean(line)), account, phone: participant.phone };
}

const NO_CHARGES: AwbFormCharges = { weightCharge: null, valuationCharge: null, tax: null, otherDueAgent: null, otherDueCarrier: null, total: null };

export async function buildAwbForm(db: Database, row: ShipmentRow, now = new Date()): Promise<AwbForm> {
  const [[airline], [party_], legs, places] = await Promise.all([
    db.select({ name: airlines.name, iata: airlines.iata }).from(airlines).where(eq(airlines.id, row.airlineId)),
    db
      .select({ contractNumber: contracts.number, name: contractors.name, city: contractors.city })
      .from(contracts)
      .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
      .where(eq(contracts.id, row.contractId ?? -1)),
    db
      .select({ part: bookings.part, airline: airlines.iata, number: flights.number, date: flightLegs.departureDate, departure: flightLegs.departure, arrival: flightLegs.arrival })
      .from(bookings)
      .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(and(eq(bookings.shipmentId, row.id), isNull(bookings.cancelledAt)))
      .orderBy(asc(bookings.part), asc(bookings.seq)),
    db.select({ code: airports.code, city: airports.city }).from(airports).where(inArray(airports.code, [row.origin, row.destination])),
  ]);
  const cityOf = (code: string) => places.find((place) => place.code === code)?.city ?? code;
  const firstPart = legs.filter((leg) => leg.part === (legs[0]?.part ?? 1));
  const currency = row.priceCurrency ?? 'RUB';
  const amount = (minor: number) => awbAmount(minor, currency);
  const awb = row.awb;

  // The charges as priced: the weight charge (freight and its dynamic adjustments), other charges
  // due agent or carrier (surcharges by their entitlement), and taxes.
  const lines = row.charges?.lines ?? [];
  const sum = (pick: (line: (typeof lines)[number]) => boolean) => lines.filter(pick).reduce((total, line) => total + line.amount, 0);
  const weightCharge = lines.length ? sum((line) => line.kind === 'freight' || line.kind === 'dynamic') : (row.priceAmount ?? 0);
  const tax = sum((line) => line.kind === 'tax');
  const dueAgent = sum((line) => line.kind === 'surcharge' && line.entitlement === 'A');
  const dueCarrier = sum((line) => line.kind === 'surcharge' && line.entitlement !== 'A');
  const total = row.priceAmount ?? weightCharge + tax + dueAgent + dueCarrier;
  const charges: AwbFormCharges = {
    weightCharge: amount(weightCharge),
    valuationCharge: null,
    tax: tax ? amount(tax) : null,
    otherDueAgent: dueAgent ? amount(dueAgent) : null,
    otherDueCarrier: dueCarrier ? amount(dueCarrier) : null,
    total: amount(total),
  };
  const collect = awb.weightValuation === 'CC';

  const pieces = row.measuredPieces ?? row.pieces;
  const weight = row.measuredWeight ?? row.weight;
  const volume = row.measuredVolume ?? row.volume;
  const charged = row.charges?.chargedWeight ?? row.chargeableWeight ?? weight;
  const declared = (value: number | null, none: string) => (value === null ? none : amount(value));

  return {
    awb: awbOf(row),
    prefix: row.awbPrefix,
    serial: row.awbSerial,
    draft: row.status === 'not_issued',
    eawb: row.type === 'eawb',
    carrier: { name: airline?.name ?? '', code: airline?.iata ?? '', address: null },
    shipper: party(row.participants.shipper, awb.shipperAccount),
    consignee: party(row.participants.consignee, awb.consigneeAccount),
    agent: party_ ? { name: party_.name, city: party_.city ?? null, iataCode: awb.agentIataCode, account: party_.contractNumber } : null,
    accountingInformation: awb.accountingInformation,
    departure: { code: row.origin, name: cityOf(row.origin) },
    destination: { code: row.destination, name: cityOf(row.destination) },
    routing: firstPart.slice(0, 3).map((leg) => ({ to: leg.arrival, by: leg.airline })),
    flights: firstPart.slice(0, 2).map((leg) => ({ flight: `${leg.airline}${leg.number}`, date: awbDate(leg.date) })),
    currency,
    weightValuation: awb.weightValuation,
    otherCharges: awb.otherCharges,
    declaredValueCarriage: declared(awb.declaredValueCarriage, 'NVD'),
    declaredValueCustoms: declared(awb.declaredValueCustoms, 'NCV'),
    insurance: declared(awb.insurance, 'XXX'),
    handling: [row.shc.join(' '), awb.ssr, awb.osi ? `OSI: ${awb.osi}` : null, awb.hsCodes.length ? `HS: ${awb.hsCodes.join(' ')}` : null].filter((line): line is string => Boolean(line)),
    rateLines: [
      {
        pieces: String(pieces),
        grossWeight: weightText(weight),
        unit: 'K',
        rateClass: row.charges?.rateClass ?? 'N',
        commodityItem: null,
        chargeableWeight: weightText(charged),
        rate: charged > 0 ? amount(Math.round(weightCharge / charged)) : amount(weightCharge),
        total: amount(weightCharge),
        goods: [
          row.cargoName ?? '',
          ...row.dimensions.map((d) => `DIMS ${d.length}x${d.width}x${d.height} CM x ${d.pieces}`),
          ...(volume ? [`VOL ${volume.toFixed(3)} MC`] : []),
        ].filter(Boolean),
      },
    ],
    totalPieces: String(pieces),
    totalGrossWeight: weightText(weight),
    prepaid: collect ? NO_CHARGES : charges,
    collect: collect ? charges : NO_CHARGES,
    otherChargeLines: lines.filter((line) => line.kind === 'surcharge').map((line) => ({ code: `${line.code}${line.entitlement ?? 'C'}`, amount: amount(line.amount) })),
    shipperSignature: awb.signature ?? row.participants.shipper?.name ?? '',
    executedOn: awbDate((row.issuedAt ?? now).toISOString().slice(0, 10), true),
    executedAt: cityOf(row.origin),
    carrierSignature: party_?.name ?? airline?.name ?? '',
  };
}
