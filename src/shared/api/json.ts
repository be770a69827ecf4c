import type * as v from 'valibot';
import type { Answer } from './contract';

// Short forms of the answers endpoints give.

export const json = <const S extends v.GenericSchema>(schema: S) => ({ kind: 'json', schema }) as const satisfies Answer;
export const created = <const S extends v.GenericSchema>(schema: S) => ({ kind: 'json', schema, status: 201 }) as const satisfies Answer;
export const noContent = { kind: 'empty' } as const satisfies Answer;
export const file = (contentType: string) => ({ kind: 'file', contentType }) as const satisfies Answer;
export const events = { kind: 'events' } as const satisfies Answer;
