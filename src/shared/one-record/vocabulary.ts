// The IATA ONE Record vocabularies the cabinet writes its logistics objects in (cargo ontology 3.x,
// API ontology 2.x), and the ids of the objects it serves. Documents are written compacted with the
// `cargo:` and `api:` prefixes of one fixed context, and subscription bodies are read in that form.

export const CARGO_NS = 'https://onerecord.iata.org/ns/cargo#';
export const API_NS = 'https://onerecord.iata.org/ns/api#';

export const ONE_RECORD_CONTEXT = { cargo: CARGO_NS, api: API_NS } as const;

/** The JSON-LD media type every ONE Record answer and notification is sent as. */
export const LD_JSON = 'application/ld+json';

/** Where the logistics objects live, under the cabinet's public origin. */
export const ONE_RECORD_PREFIX = '/api/one-record';
export const LOGISTICS_OBJECTS_PATH = `${ONE_RECORD_PREFIX}/logistics-objects`;

/** The classes the cabinet serves, by the kind that starts an object's id. */
export const OBJECT_KINDS = {
  airline: 'Carrier',
  shipment: 'Shipment',
  waybill: 'Waybill',
  piece: 'Piece',
  booking: 'Booking',
  'transport-movement': 'TransportMovement',
} as const;
export type ObjectKind = keyof typeof OBJECT_KINDS;
export type ObjectClass = (typeof OBJECT_KINDS)[ObjectKind];

/**
 * A logistics object's id: its kind and its row (`shipment-12`, `transport-movement-7`); a piece
 * names its shipment and its place among the shipment's dimension rows (`piece-12-1`).
 */
export const OBJECT_ID = /^(airline|shipment|waybill|booking|transport-movement)-([1-9]\d{0,9})$|^piece-([1-9]\d{0,9})-([1-9]\d{0,3})$/;

export interface ObjectRef {
  kind: ObjectKind;
  id: number;
  /** A piece's place among its shipment's pieces (from 1). */
  index?: number;
}

/** The object an id names; null for an id of no kind the cabinet serves. */
export function parseObjectId(text: string): ObjectRef | null {
  const match = OBJECT_ID.exec(text);
  if (!match) return null;
  if (match[1]) return { kind: match[1] as ObjectKind, id: Number(match[2]) };
  return { kind: 'piece', id: Number(match[3]), index: Number(match[4]) };
}

export const objectIdOf = (ref: ObjectRef): string => (ref.kind === 'piece' ? `piece-${ref.id}-${ref.index ?? 1}` : `${ref.kind}-${ref.id}`);

/** What a subscription listens to: one logistics object, or every object of a class. */
export const TOPIC_TYPES = ['LOGISTICS_OBJECT_IDENTIFIER', 'LOGISTICS_OBJECT_TYPE'] as const;
export type OneRecordTopicType = (typeof TOPIC_TYPES)[number];

/** The classes a type subscription may name: those a shipment's change touches (movements, AWB, bookings). */
export const SUBSCRIBABLE_CLASSES = ['Shipment', 'Waybill'] as const satisfies readonly ObjectClass[];
/** The kinds an identifier subscription may name: a shipment's own objects. */
export const SUBSCRIBABLE_KINDS = ['shipment', 'waybill', 'piece', 'booking'] as const satisfies readonly ObjectKind[];
