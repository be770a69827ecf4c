import { fromDecimal, isCurrency } from '@shared/money';
import type { Fwb, FwbParty } from '@shared/messaging/cimp/fwb';
import { AwbEditBodySchema, type AwbData } from '@shared/shipments/awb';
import { CargoEditBodySchema } from '@shared/shipments/actions';
import type { Participant, Participants } from '@shared/shipments/participants';
import type { Translate } from '@shared/validation';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { changeCargo, correctionOf, writeAwb, type ShipmentRow } from '../shipments';
import { airlineShipment, cubicMetres, kilos, notApplied, refusalText, type Outcome } from './outcome';

// An FWB fills or updates the AWB of the airline's shipment with its number, through the AWB
// screen's own writing (its schema, its history) and the cargo edit's rules for pieces, weight and
// volume. It speaks for the client whose AWB it is, so the client's rules apply whoever pasted it:
// once issued, only within the correction time; never once refunded. What the FWB does not carry
// (a party's telephone, a hidden account) stays as it was; rates and charges are the cabinet's own
// pricing, not the telegram's, and are not taken.

type Change = { field: string };

/** An FWB party as the cabinet's participant; the telephone is its TE contact, else the one known. */
const participantOf = (party: FwbParty, known: Participant | null): Participant => ({
  name: party.name,
  address: party.address,
  city: party.city,
  country: party.country,
  postalCode: party.postalCode ?? null,
  phone: party.contact?.type === 'TE' ? party.contact.number : (known?.phone ?? null),
});

/** The parties the FWB names: shipper and consignee, the agent (the expeditor, its name and place) and also-notify. */
function participantsOf(fwb: Fwb, known: Participants): Participants {
  return {
    shipper: participantOf(fwb.shipper, known.shipper),
    consignee: participantOf(fwb.consignee, known.consignee),
    expeditor: fwb.agent
      ? { address: null, country: null, postalCode: null, phone: null, ...known.expeditor, name: fwb.agent.name, city: fwb.agent.city }
      : known.expeditor,
    notify: fwb.notify ? participantOf(fwb.notify, known.notify) : known.notify,
  };
}

/** Text lines as one AWB field, cut to its length. */
const joined = (lines: readonly string[], max: number): string | null => (lines.length ? lines.join(' ').slice(0, max) : null);

/**
 * The AWB's own data from the FWB. Declared values are minor units of the shipment's currency, so
 * they are taken only when the FWB's currency is it (`declared` false otherwise).
 */
function awbDataOf(fwb: Fwb, known: AwbData, currency: string | null): { data: AwbData; declared: boolean } {
  const { declarations } = fwb;
  const declared = currency !== null && declarations.currency === currency && isCurrency(currency);
  const minor = (value: number | undefined) => (value === undefined ? null : fromDecimal(String(value), currency as never).amount);
  const hsCodes = [...new Set(fwb.rates.flatMap((rate) => rate.hsCodes).filter((code) => /^\d{6,10}$/.test(code)))].slice(0, 10);
  return {
    declared,
    data: {
      ...known,
      accountingInformation: joined(fwb.accounting.map((line) => line.information), 140) ?? known.accountingInformation,
      ...(declared
        ? { declaredValueCarriage: minor(declarations.carriageValue), declaredValueCustoms: minor(declarations.customsValue), insurance: minor(declarations.insurance) }
        : {}),
      weightValuation: declarations.weightValuation === 'C' ? 'CC' : 'PP',
      otherCharges: declarations.otherCharges === 'C' ? 'CC' : 'PP',
      ssr: joined(fwb.ssr, 195) ?? known.ssr,
      osi: joined(fwb.osi, 130) ?? known.osi,
      hsCodes: hsCodes.length ? hsCodes : known.hsCodes,
      shipperAccount: fwb.shipper.account ?? known.shipperAccount,
      consigneeAccount: fwb.consignee.account ?? known.consigneeAccount,
      agentIataCode: fwb.agent?.iataCode ?? known.agentIataCode,
      signature: fwb.certification ?? known.signature,
    },
  };
}

/** The goods' name: the rate lines' nature of goods, else the consignment line's, else the one known. */
const goodsOf = (fwb: Fwb, known: string | null): string | null => joined(fwb.rates.flatMap((rate) => rate.goods), 100) ?? fwb.consignment.goods ?? known;

/** The AWB's data and, where they differ, the booked cargo, written as the screens write them. */
async function writeFwb(tx: Database, row: ShipmentRow, fwb: Fwb, userId: number | null, now: Date): Promise<{ changes: Change[]; declared: boolean }> {
  if (row.refundedAt !== null) throw new AppError(409, 'shipments:refund.errors.refunded');
  // The client's own correction: once issued, within the time the airline's settings give.
  if ((await correctionOf(tx, row, now.getTime())).state === 'over') throw new AppError(409, 'shipments:awb.correctionOver');

  const { data, declared } = awbDataOf(fwb, row.awb, row.priceCurrency);
  const body = parseInput(AwbEditBodySchema, { participants: participantsOf(fwb, row.participants), cargoName: goodsOf(fwb, row.cargoName), awb: data });
  const { consignment } = fwb;
  const cargo = parseInput(CargoEditBodySchema, { pieces: consignment.pieces, weight: kilos(consignment.weightUnit, consignment.weight), volume: consignment.volume ? cubicMetres(consignment.volume) : null });
  // The cargo first: its price agreed or refused before anything else is written.
  const cargoChanges = await changeCargo(tx, tx, row, cargo, userId);
  const awbChanges = await writeAwb(tx, row, body, userId);
  return { changes: [...cargoChanges, ...awbChanges], declared };
}

/** What changed, as the groups a person reads: shipper, consignee, cargoName, awb.ssr, weight... */
function changedGroups(changes: readonly Change[]): string {
  const group = (field: string) => {
    const [head, next] = field.split('.');
    return head === 'participants' ? next! : head === 'awb' ? `awb.${next}` : head!;
  };
  return [...new Set(changes.map((change) => group(change.field)))].join(', ');
}

/** An FWB applied to the airline's shipment with its AWB, all or none. */
export async function applyFwb(tx: Database, sender: { airlineId: number; userId: number | null; contractId: number | null }, fwb: Fwb, t: Translate, now: Date): Promise<Outcome> {
  const { userId } = sender;
  const awb = fwb.consignment.awb;
  const row = await airlineShipment(tx, sender.airlineId, awb);
  // An FWB names no flights to book nor the contract to bill: the booking comes first (FFR or the
  // cabinet). A sender reaches its own contract's AWBs only; pasted by staff, any of the airline's.
  if (!row || (sender.contractId !== null && row.contractId !== sender.contractId)) return notApplied(t('resources/cimp:outcome.noShipment', { awb }));
  let written: Awaited<ReturnType<typeof writeFwb>>;
  try {
    // A savepoint: a refusal halfway (the price changed with the weight) leaves nothing of the FWB behind.
    written = await tx.transaction(async (savepoint) => writeFwb(savepoint, row, fwb, userId, now));
  } catch (error) {
    const reason = refusalText(error, t);
    if (reason === null) throw error;
    return notApplied(t('resources/cimp:outcome.fwbRefused', { awb, reason }));
  }
  const notes = [written.changes.length ? t('resources/cimp:outcome.awbFilled', { awb, fields: changedGroups(written.changes) }) : t('resources/cimp:outcome.awbSame', { awb })];
  const { carriageValue, customsValue, insurance } = fwb.declarations;
  const declaresValues = [carriageValue, customsValue, insurance].some((value) => value !== undefined);
  if (!written.declared && declaresValues) notes.push(t('resources/cimp:outcome.declaredSkipped', { currency: fwb.declarations.currency, own: row.priceCurrency ?? '—' }));
  return { status: 'complete', note: notes.join('. ') };
}
