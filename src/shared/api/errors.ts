import * as v from 'valibot';

/** Every non-2xx answer carries this body (section 8, ARCHITECTURE.md). */
export const ApiErrorBodySchema = v.object({
  /** A server code (700: stock interval overlap) or the HTTP status. */
  code: v.number(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

export const ERROR_CODES = {
  stockOverlap: 700,
} as const;
