import * as v from 'valibot';
import { f } from '../resources/fields';

// A shipment's participants (section 3's shipper, consignee, expeditor and notify): the parties the
// air waybill names. Their lengths are Cargo-IMP's (FWB's SHP/CNE lines: name and street 35
// characters, place 17, post code 9, telephone 25), so what is typed here goes into a telegram and
// onto the AWB form whole.

export const PARTICIPANT_ROLES = ['shipper', 'consignee', 'expeditor', 'notify'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

export const PARTICIPANT_LIMITS = { name: 35, address: 35, city: 17, postalCode: 9, phone: 25 } as const;

/** A part that may be left out, blank, or null: all three are none. */
const optional = <T extends v.GenericSchema>(schema: T) => v.optional(schema, null);

export const ParticipantSchema = v.object({
  name: f.text({ required: true, maxLength: PARTICIPANT_LIMITS.name }).schema,
  address: optional(f.text({ maxLength: PARTICIPANT_LIMITS.address }).schema),
  city: optional(f.text({ maxLength: PARTICIPANT_LIMITS.city }).schema),
  /** ISO 3166 alpha-2. */
  country: optional(f.text({ maxLength: 2, pattern: /^[A-Za-z]{2}$/, case: 'upper' }).schema),
  postalCode: optional(f.text({ maxLength: PARTICIPANT_LIMITS.postalCode }).schema),
  phone: optional(f.text({ maxLength: PARTICIPANT_LIMITS.phone }).schema),
});
export type Participant = v.InferOutput<typeof ParticipantSchema>;

const party = v.optional(v.nullable(ParticipantSchema), null);

/** Each role's party, or null where the shipment names none yet. */
export const ParticipantsSchema = v.object({ shipper: party, consignee: party, expeditor: party, notify: party });
export type Participants = v.InferOutput<typeof ParticipantsSchema>;
