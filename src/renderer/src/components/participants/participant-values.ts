import type { Participant, ParticipantRole } from '@shared/shipments';

// A shipment's participants as a form holds them (the booking's shipper and consignee, the AWB's
// four parties) and as a page writes them: each part a text as typed, the country its ISO code.

/** A participant as typed: every part a text, the country its ISO code. */
export interface PartyValues {
  name: string;
  address: string;
  city: string;
  country: string | null;
  postalCode: string;
  phone: string;
}

/** A form's participants by role. */
export type ParticipantsValues<R extends ParticipantRole = ParticipantRole> = { participants: Record<R, PartyValues> };

export const emptyParty = (): PartyValues => ({ name: '', address: '', city: '', country: null, postalCode: '', phone: '' });

/** A participant as stored, as the form shows it (none: every part blank). */
export const partyValues = (party: Participant | null | undefined): PartyValues =>
  party
    ? { name: party.name, address: party.address ?? '', city: party.city ?? '', country: party.country ?? null, postalCode: party.postalCode ?? '', phone: party.phone ?? '' }
    : emptyParty();

/** A participant left blank is none; one begun is sent whole, so the schema names what it lacks. */
export function partyInput(party: PartyValues): Record<string, unknown> | null {
  const { country, ...texts } = party;
  if (!country && Object.values(texts).every((text) => !text.trim())) return null;
  return { ...texts, country };
}

/** A participant on one line, as the AWB's box reads: name, street, post code and city, country, phone. */
export const participantLine = (party: Participant): string =>
  [party.name, party.address, [party.postalCode, party.city].filter(Boolean).join(' '), party.country, party.phone].filter(Boolean).join(', ');
