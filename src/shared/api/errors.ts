import * as v from 'valibot';

/** Every non-2xx answer carries this body (section 8, ARCHITECTURE.md). */
export const ApiErrorBodySchema = v.object({
  /** A server code (700: stock interval overlap) or the HTTP status. */
  code: v.number(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  /** What a caller needs to act on the refusal (a re-tariffed booking's new price), as typed data. */
  data: v.optional(v.record(v.string(), v.unknown())),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const ERROR_CODES = {
  stockOverlap: 700,
} as const;
