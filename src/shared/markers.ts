import * as v from 'valibot';
import { M, msg } from './validation';

// An airline's marker (section 6: the company of an ability's conditions, the key of the user's
// available airlines): 2 to 8 lower-case Latin letters and digits, a letter first. One rule for
// the airline settings, the group editor and the conditions the client reads.

export const MARKER_PATTERN = /^[a-z][a-z0-9]{1,7}$/;
export const MARKER_MAX_LENGTH = 8;

export const isMarker = (text: string): boolean => MARKER_PATTERN.test(text);

export const MarkerSchema = v.pipe(v.string(msg(M.invalidType)), v.regex(MARKER_PATTERN, msg('validation:marker')));
