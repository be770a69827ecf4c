import type * as v from 'valibot';
import type { Answer } from './contract';

// Short forms of the answers endpoints give. Each is a 200 (contract.ts: SUCCESS_STATUS): a created
// row is `json(row)`, there is no 201 or 204 to choose.

export const json = <const S extends v.GenericSchema>(schema: S) => ({ kind: 'json', schema }) as const satisfies Answer;
/** A call with nothing to tell (a deletion, a sign-out): a 200 with `{}`. */
export const emptyObject = { kind: 'empty' } as const satisfies Answer;
export const file = (contentType: string) => ({ kind: 'file', contentType }) as const satisfies Answer;
export const events = { kind: 'events' } as const satisfies Answer;
