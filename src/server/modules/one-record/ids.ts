import { LOGISTICS_OBJECTS_PATH, objectIdOf, ONE_RECORD_CONTEXT, type ObjectRef } from '@shared/one-record';

// Logistics objects' ids are absolute URLs under the cabinet's public origin (ONE Record's rule: an
// object's @id is where it is read). The origin is the configured PUBLIC_URL, else the request's.

export const objectIri = (origin: string, ref: ObjectRef): string => `${origin}${LOGISTICS_OBJECTS_PATH}/${objectIdOf(ref)}`;

export const eventIri = (origin: string, ref: ObjectRef, movementId: number): string => `${objectIri(origin, ref)}/logistics-events/${movementId}`;

/** A link to another object: JSON-LD's node reference. */
export const link = (origin: string, ref: ObjectRef) => ({ '@id': objectIri(origin, ref) });

export const CONTEXT = { ...ONE_RECORD_CONTEXT };

/** An object's id from its IRI, wherever it was written (behind another proxy, the origin may differ); null when the path is not an object's. */
export function objectIdFromIri(iri: string): string | null {
  let path: string;
  try {
    path = new URL(iri).pathname;
  } catch {
    return null;
  }
  const prefix = `${LOGISTICS_OBJECTS_PATH}/`;
  return path.startsWith(prefix) && !path.slice(prefix.length).includes('/') ? path.slice(prefix.length) : null;
}
