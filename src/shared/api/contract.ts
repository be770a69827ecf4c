import * as v from 'valibot';
import type { RouteAccess } from '../routes/types';
import { EmptyObjectSchema } from './params';

// The API contract: every endpoint's method, path, access, and the schemas of what it takes and
// answers, in one typed object. The server registers its routes from these objects (it validates
// the request with them and, in development and tests, its own answers); the renderer calls the
// API through them; the OpenAPI document (/api/openapi.json) is generated from them. An endpoint
// written once here is the same on all three.

/**
 * Access for machine callers holding an API token their own area issues (ONE Record's): no session,
 * no cookie. The session guard lets such a route through; the area's own guard checks the
 * `Authorization: Bearer` token before the handler and answers 401 without a valid one.
 */
export const TOKEN_ACCESS = 'TOKEN';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = v.GenericSchema;

/**
 * Every success is a 200 (section 8: a client treats any other status as an error), so an answer
 * declares its body, never its status: a created row is a 200 with the row, a deletion a 200 with `{}`.
 */
export const SUCCESS_STATUS = 200;

/** What a successful call answers. */
export type Answer =
  /** JSON of this schema. */
  | { kind: 'json'; schema: Schema }
  /** Nothing to tell: an empty JSON object, `{}`. */
  | { kind: 'empty' }
  /** A file the browser saves or shows (xlsx, an attachment). */
  | { kind: 'file'; contentType: string }
  /** A stream of server-sent events. */
  | { kind: 'events' };

/** A multipart body: its text fields and its files. */
export interface MultipartBody {
  fields: Schema;
  /** The files' field name (`file`, `files[]`) and how many one request may carry. */
  files: { name: string; max: number; description: string };
}

export interface EndpointDef {
  method: HttpMethod;
  /** The full path from the site root, with `{param}` templates: `/api/chat/id-{id}`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  description?: string;
  /** The business area (or `reference`, `live`) the endpoint belongs to: the reference's grouping. */
  tag: string;
  /** Who may call: `*` anyone, `USER` signed in, a role, or `TOKEN` (an area's API token, TOKEN_ACCESS). */
  access: RouteAccess;
  /** The ability the caller must hold (section 6), checked before the handler runs. */
  ability?: string;
  params?: Schema;
  query?: Schema;
  /** A JSON body. */
  body?: Schema;
  /** A multipart body (file uploads); an endpoint has `body` or `form`, not both. */
  form?: MultipartBody;
  /**
   * A plain-text body (`text/plain`, a telegram pasted as it came): the one route that takes it
   * parses it, every other route refuses text, which cross-site forms can send without a preflight.
   */
  text?: { description: string; maxBytes: number };
  answer: Answer;
}

/** Declares an endpoint; its literal types (the schemas' too) are kept for both sides. */
export const endpoint = <const T extends EndpointDef>(def: T): T => def;

export type AnyEndpoint = EndpointDef;

type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;
type In<S> = S extends Schema ? v.InferInput<S> : undefined;

/** The parsed path parameters, query and body a handler receives. */
export type ParamsOf<E extends EndpointDef> = E['params'] extends Schema ? v.InferOutput<E['params']> : Record<string, never>;
export type QueryOf<E extends EndpointDef> = E['query'] extends Schema ? v.InferOutput<E['query']> : Record<string, never>;
export type BodyOf<E extends EndpointDef> = E['text'] extends object ? string : Out<E['body']>;

/** What a caller sends: path parameters and query as values, the body before the server's parsing. */
export type ParamsInput<E extends EndpointDef> = E['params'] extends Schema ? { [K in keyof v.InferOutput<E['params']>]: string | number } : undefined;
export type QueryInput<E extends EndpointDef> = E['query'] extends Schema ? Partial<v.InferOutput<E['query']>> : undefined;
export type BodyInput<E extends EndpointDef> = E['text'] extends object ? string : In<E['body']>;

/** The answer's data: the JSON schema's output, a file's bytes, an empty object, or nothing (a stream). */
export type ResponseOf<E extends EndpointDef> = E['answer'] extends { kind: 'json'; schema: infer S }
  ? Out<S>
  : E['answer'] extends { kind: 'file' }
    ? Blob
    : E['answer'] extends { kind: 'empty' }
      ? Record<string, never>
      : void;

/** The schema of a JSON answer (an empty one's is the empty object's); none for a file or a stream. */
export function answerSchema(answer: Answer): Schema | undefined {
  if (answer.kind === 'json') return answer.schema;
  return answer.kind === 'empty' ? EmptyObjectSchema : undefined;
}

const PARAM = /\{(\w+)\}/g;

/** The names of a path's `{param}` templates, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(PARAM)].map((match) => match[1]!);

/** The path with its parameters filled in (encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path as a router pattern (`/api/chat/id-:id`). */
export const routerPath = (path: string): string => path.replace(PARAM, ':$1');

/** An answer that does not match its endpoint's schema: the contract and the server disagree. */
export class ContractViolation extends Error {
  constructor(endpoint: EndpointDef, issues: readonly v.BaseIssue<unknown>[]) {
    const where = issues
      .slice(0, 5)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    super(`The answer of ${endpoint.method} ${endpoint.path} does not match its contract: ${where}`);
    this.name = 'ContractViolation';
  }
}

/** Throws a ContractViolation when a JSON answer (as the client reads it) is not what the endpoint declares. */
export function checkAnswer(endpoint: EndpointDef, data: unknown): void {
  const schema = answerSchema(endpoint.answer);
  if (!schema) return;
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ContractViolation(endpoint, result.issues);
}
