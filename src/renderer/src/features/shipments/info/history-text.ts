import { SHIPMENT_FILE_TYPES } from '@shared/reference/lists';
import { PARTICIPANT_ROLES, type Participant, type ShipmentHistoryEntry } from '@shared/shipments';
import { participantLine } from '@/components/participants/participant-values';
import { formatNumber } from '@/lib/format';
import { DECLARED_NONE, moneyText, type DeclaredKey } from '../components/shipment-text';

// How a shipment's history reads: each action named, each change's field by its label (a party's
// part as "Shipper: street address") and its values before and after in words (statuses, money in
// the AWB's currency, the declared values' NVD/NCV/XXX, a party on one line, weights in kg).

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface HistoryWords {
  t: Translate;
  language: string;
  /** The AWB's currency (its price's), for amounts. */
  currency: string;
}

export type Change = ShipmentHistoryEntry['changes'][number];

const AWB_FIELDS = [
  'accountingInformation',
  'declaredValueCarriage',
  'declaredValueCustoms',
  'insurance',
  'weightValuation',
  'otherCharges',
  'ssr',
  'osi',
  'hsCodes',
  'shipperAccount',
  'consigneeAccount',
  'agentIataCode',
  'signature',
] as const;
/** The booked cargo edited (section 2's edit booking), refund bids and services. */
const CARGO_REFUND_SERVICE_FIELDS = ['pieces', 'weight', 'volume', 'refund', 'services'] as const;
const CARGO_REFUND_SERVICE_ACTIONS = ['cargo', 'refundBid', 'refundAccepted', 'refundRejected', 'refundCancelled', 'serviceOrdered', 'serviceDone', 'serviceCancelled'] as const;
const PARTY_PARTS = ['name', 'address', 'city', 'country', 'postalCode', 'phone'] as const;
const TOP_FIELDS = ['status', 'cargoName', 'price', 'bookings', 'measured.pieces', 'measured.weight', 'measured.volume', 'movement', 'attachments', ...CARGO_REFUND_SERVICE_FIELDS] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

/** The action of a history entry in words; an action this page does not know reads as the server names it. */
export const actionLabel = (action: string, t: Translate): string => (isOneOf(KNOWN_ACTIONS, action) ? t(`history.actions.${action}`) : action);

export const KNOWN_ACTIONS = ['awb', 'issue', 'confirm', 'undoConfirm', 'accept', 'unaccept', 'movement', 'attached', 'detached', ...CARGO_REFUND_SERVICE_ACTIONS] as const;

/** A changed field's label: known fields by their names, a party's part with its role; an unknown field as its path. */
export function changeLabel(field: string, t: Translate): string {
  if (isOneOf(TOP_FIELDS, field)) return t(`history.fields.${field}`);
  const [head, key, part, ...rest] = field.split('.');
  if (head === 'awb' && part === undefined && isOneOf(AWB_FIELDS, key)) return t(`history.fields.awb.${key}`);
  if (head === 'participants' && isOneOf(PARTICIPANT_ROLES, key) && !rest.length) {
    const role = t(`info.party.roles.${key}`);
    if (part === undefined) return role;
    if (isOneOf(PARTY_PARTS, part)) return `${role}: ${t(`info.party.${part}`)}`;
  }
  return field;
}

const isParticipant = (value: unknown): value is Participant => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** A document as the history keeps it ("invoice: act.pdf"): its type in words. */
function attachmentValue(value: string, t: Translate): string {
  const at = value.indexOf(': ');
  const type = at < 0 ? '' : value.slice(0, at);
  return isOneOf(SHIPMENT_FILE_TYPES, type) ? `${t(`reference:shipmentFileType.${type}`)}: ${value.slice(at + 2)}` : value;
}

/** A value before or after a change in words: nothing is a dash, unless the field's "none" has a name (NVD, NCV, XXX). */
export function changeValue(field: string, value: unknown, { t, language, currency }: HistoryWords): string {
  const [head, key] = field.split('.');
  if (head === 'awb' && key && key in DECLARED_NONE) {
    return typeof value === 'number' ? moneyText(value, currency, language) : DECLARED_NONE[key as DeclaredKey];
  }
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'status' && typeof value === 'string') return t(`awbStatus.${value}`, { defaultValue: value });
  if (field === 'price' && typeof value === 'number') return moneyText(value, currency, language);
  if (field === 'attachments' && typeof value === 'string') return attachmentValue(value, t);
  if (field === 'refund' || field === 'services') return refundServiceValue(field, value, { t, language, currency });
  if ((field === 'measured.weight' || field === 'weight') && typeof value === 'number') return t('units.kg', { value: formatNumber(value, language, 1) });
  if ((field === 'measured.volume' || field === 'volume') && typeof value === 'number') return t('units.m3', { value: formatNumber(value, language, 3) });
  if (typeof value === 'number') return formatNumber(value, language, 3);
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (isParticipant(value)) return participantLine(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A refund bid's change (asked: its type and sum; then its status) or a service's (ordered "SR × 3", then done or cancelled) in words. */
function refundServiceValue(field: 'refund' | 'services', value: unknown, { t, language, currency }: HistoryWords): string {
  if (typeof value === 'string') {
    const status = field === 'refund' ? `refund.statuses.${value}` : `services.statuses.${value}`;
    return t(status, { defaultValue: value });
  }
  const bid = value as { type?: unknown; sum?: unknown };
  if (field === 'refund' && typeof bid.type === 'string' && typeof bid.sum === 'number') return `${t(`refund.types.${bid.type}`, { defaultValue: bid.type })} · ${moneyText(bid.sum, currency, language)}`;
  return JSON.stringify(value);
}

/** One change as the history shows it: "Shipper: street address: — → Lenina 5". */
export function changeText(change: Change, words: HistoryWords): { label: string; before: string; after: string } {
  return { label: changeLabel(change.field, words.t), before: changeValue(change.field, change.before, words), after: changeValue(change.field, change.after, words) };
}
