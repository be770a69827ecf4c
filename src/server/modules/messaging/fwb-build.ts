import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { money, toDecimal, type Currency } from '@shared/money';
import type { Fwb, FwbParty } from '@shared/messaging/cimp/fwb';
import { RATE_CLASSES } from '@shared/messaging/cimp/fwb';
import { cimpText } from '@shared/messaging/cimp/latin';
import type { Participant } from '@shared/shipments/participants';
import type { Database } from '../../db/client';
import { airlines, airports, bookings, contractors, contracts, flightLegs, flights, type shipments } from '../../db/schema';
import { AppError } from '../../errors';

// A shipment's AWB as an FWB (16 or 17): what the printed AWB says (awb-form-build.ts), in
// Cargo-IMP's elements. Parties and goods are transliterated to the telegram's letters; amounts
// are the decimal of their minor units; the rate line is the one the cabinet priced. A shipper or
// consignee without name, address, city and country cannot be written: the FWB's SHP and CNE
// lines need them all.

type ShipmentRow = typeof shipments.$inferSelect;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Free text cut for an element, or undefined when nothing is left of it. */
const free = (text: string | null | undefined, max: number): string | undefined => cimpText(text, max) ?? undefined;

/** A text cut into lines of a length, at most so many. */
function lines(text: string | null | undefined, max: number, count: number): string[] {
  const whole = cimpText(text, max * count);
  if (!whole) return [];
  const out: string[] = [];
  for (let rest = whole; rest && out.length < count; ) {
    const cut = rest.length <= max ? rest.length : rest.lastIndexOf(' ', max) > max / 2 ? rest.lastIndexOf(' ', max) : max;
    out.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  return out.filter(Boolean);
}

/** A participant as an FWB party; null when one of the lines the FWB needs is missing. */
function partyOf(participant: Participant | null, account: string | null): FwbParty | null {
  if (!participant) return null;
  const name = free(participant.name, 35);
  const address = free(participant.address, 35);
  const city = free(participant.city, 17);
  const country = participant.country && /^[A-Z]{2}$/.test(participant.country) ? participant.country : undefined;
  if (!name || !address || !city || !country) return null;
  const postalCode = free(participant.postalCode, 9);
  const phone = participant.phone?.replace(/[^0-9+]/g, '').replace(/^\+/, '');
  const accountText = free(account, 14);
  return {
    ...(accountText ? { account: accountText } : {}),
    name,
    address,
    city,
    country,
    ...(postalCode ? { postalCode } : {}),
    ...(phone ? { contact: { type: 'TE', number: phone.slice(0, 25) } } : {}),
  };
}

export async function buildFwb(db: Database, row: ShipmentRow, version: 16 | 17, now = new Date()): Promise<Fwb> {
  const [[airline], [agent], legs, places] = await Promise.all([
    db.select({ iata: airlines.iata, name: airlines.name }).from(airlines).where(eq(airlines.id, row.airlineId)),
    db
      .select({ name: contractors.name, city: contractors.city })
      .from(contracts)
      .innerJoin(contractors, eq(contractors.id, contracts.contractorId))
      .where(eq(contracts.id, row.contractId ?? -1)),
    db
      .select({ part: bookings.part, carrier: airlines.iata, number: flights.number, date: flightLegs.departureDate, arrival: flightLegs.arrival })
      .from(bookings)
      .innerJoin(flightLegs, eq(flightLegs.id, bookings.legId))
      .innerJoin(flights, eq(flights.id, flightLegs.flightId))
      .innerJoin(airlines, eq(airlines.id, flightLegs.airlineId))
      .where(and(eq(bookings.shipmentId, row.id), isNull(bookings.cancelledAt)))
      .orderBy(asc(bookings.part), asc(bookings.seq)),
    db.select({ code: airports.code, city: airports.city }).from(airports).where(inArray(airports.code, [row.origin])),
  ]);
  const awb = `${row.awbPrefix}-${row.awbSerial}`;
  const data = row.awb;
  const shipper = partyOf(row.participants.shipper, data.shipperAccount);
  const consignee = partyOf(row.participants.consignee, data.consigneeAccount);
  if (!shipper || !consignee) throw new AppError(409, 'resources/letters:errors.fwbParties', { params: { awb } });

  const carrier = airline?.iata ?? legs[0]?.carrier ?? 'XX';
  const firstPart = legs.filter((leg) => leg.part === (legs[0]?.part ?? 1));
  const currency = (row.priceCurrency ?? 'RUB') as Currency;
  const decimal = (minor: number) => Number(toDecimal(money(Math.abs(minor), currency)));
  const lines_ = row.charges?.lines ?? [];
  const sum = (pick: (line: (typeof lines_)[number]) => boolean) => lines_.filter(pick).reduce((total, line) => total + line.amount, 0);
  const weightCharge = lines_.length ? sum((line) => line.kind === 'freight' || line.kind === 'dynamic') : (row.priceAmount ?? 0);
  const taxes = sum((line) => line.kind === 'tax');
  const dueAgent = sum((line) => line.kind === 'surcharge' && line.entitlement === 'A');
  const dueCarrier = sum((line) => line.kind === 'surcharge' && line.entitlement !== 'A');
  const total = row.priceAmount ?? weightCharge + taxes + dueAgent + dueCarrier;
  const collect = data.weightValuation === 'CC';
  const otherCollect = data.otherCharges === 'CC';

  const pieces = row.measuredPieces ?? row.pieces;
  const weight = Math.max(0.1, Math.round((row.measuredWeight ?? row.weight) * 10) / 10);
  const volume = row.measuredVolume ?? row.volume;
  const charged = Math.max(0.1, Math.round((row.charges?.chargedWeight ?? row.chargeableWeight ?? weight) * 10) / 10);
  const rateClass = (RATE_CLASSES as readonly string[]).includes(row.charges?.rateClass ?? '') ? (row.charges!.rateClass as Fwb['rates'][number]['rateClass']) : 'N';
  const summary = {
    ...(weightCharge ? { weightCharge: decimal(weightCharge) } : {}),
    ...(taxes ? { taxes: decimal(taxes) } : {}),
    ...(dueAgent ? { dueAgent: decimal(dueAgent) } : {}),
    ...(dueCarrier ? { dueCarrier: decimal(dueCarrier) } : {}),
    total: decimal(total),
  };
  const declared = (minor: number | null) => (minor === null ? undefined : decimal(minor));
  const issued = (row.issuedAt ?? now).toISOString().slice(0, 10);
  const goods = free(row.cargoName, 20);
  const accounting = free(data.accountingInformation, 34);
  const signature = free(data.signature ?? row.participants.shipper?.name, 20);
  const agentLine = data.agentIataCode && agent ? { iataCode: data.agentIataCode, name: free(agent.name, 35) ?? 'AGENT', city: free(agent.city, 17) ?? row.origin } : undefined;
  const notify = partyOf(row.participants.notify, null);

  return {
    type: 'FWB',
    version,
    consignment: {
      awb,
      origin: row.origin,
      destination: row.destination,
      shipmentCode: 'T',
      pieces,
      weightUnit: 'K',
      weight,
      ...(volume && volume > 0 ? { volume: { unit: 'MC' as const, value: Math.round(volume * 100) / 100 || 0.01 } } : {}),
    },
    flights: firstPart.slice(0, 4).map((leg) => ({ carrier: leg.carrier, number: leg.number, day: Number(leg.date.slice(8, 10)) })),
    routing: firstPart.length ? firstPart.slice(0, 4).map((leg) => ({ airport: leg.arrival, carrier: leg.carrier })) : [{ airport: row.destination, carrier }],
    shipper,
    consignee,
    ...(agentLine ? { agent: agentLine } : {}),
    ssr: lines(data.ssr, 65, 3),
    ...(notify ? { notify } : {}),
    accounting: accounting ? [{ identifier: 'GEN', information: accounting }] : [],
    declarations: {
      currency,
      chargeCode: collect ? 'CC' : 'PP',
      weightValuation: collect ? 'C' : 'P',
      otherCharges: otherCollect ? 'C' : 'P',
      ...(declared(data.declaredValueCarriage) !== undefined ? { carriageValue: declared(data.declaredValueCarriage) } : {}),
      ...(declared(data.declaredValueCustoms) !== undefined ? { customsValue: declared(data.declaredValueCustoms) } : {}),
      ...(declared(data.insurance) !== undefined ? { insurance: declared(data.insurance) } : {}),
    },
    rates: [
      {
        pieces,
        weightUnit: 'K',
        weight,
        rateClass,
        chargeableWeight: charged,
        ...(weightCharge ? { rate: Math.round((decimal(weightCharge) / charged) * 100) / 100 } : {}),
        total: decimal(weightCharge),
        goods: goods ? [goods] : [],
        consolidation: [],
        dimensions: row.dimensions.slice(0, 20).map((dim) => ({ unit: 'CMT' as const, length: dim.length, width: dim.width, height: dim.height, pieces: dim.pieces })),
        ...(volume && volume > 0 ? { volume: { unit: 'MC' as const, value: Math.round(volume * 100) / 100 || 0.01 } } : {}),
        hsCodes: data.hsCodes.filter((hs) => /^[A-Z0-9]{6,18}$/.test(hs)),
      },
    ],
    otherCharges: lines_
      .filter((line) => line.kind === 'surcharge' && /^[A-Z]{2}$/.test(line.code) && line.amount > 0)
      .map((line) => ({ indicator: otherCollect ? ('C' as const) : ('P' as const), code: line.code, due: line.entitlement === 'A' ? ('A' as const) : ('C' as const), amount: decimal(line.amount) })),
    ...(collect ? { collect: summary } : { prepaid: summary }),
    ...(signature ? { certification: signature } : {}),
    execution: {
      date: `${issued.slice(8, 10)}${MONTHS[Number(issued.slice(5, 7)) - 1]}${issued.slice(2, 4)}`,
      place: free(places[0]?.city, 17) ?? row.origin,
      ...(free(agent?.name ?? airline?.name, 20) ? { signature: free(agent?.name ?? airline?.name, 20)! } : {}),
    },
    osi: lines(data.osi, 65, 2),
    reference: { officeAddress: `${row.origin}FF${carrier.slice(0, 2)}`, fileReference: awb },
    shc: row.shc.filter((code) => /^[A-Z]{3}$/.test(code)).slice(0, 9),
    customs: [],
  };
}
