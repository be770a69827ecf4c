import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkAnswer, routerPath, SUCCESS_STATUS, type AnyEndpoint, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from '@shared/api/contract';
import { ValidationError } from '../errors';
import { parseInput } from '../lib/validate';

// Every API route is registered from its endpoint in the shared contract: the route's access and
// ability come from it, the path parameters, query and JSON body are parsed with its schemas (bad
// input is a 400 with fields), and the answer is the one it declares. In development and tests the
// answer itself is checked against its schema, so the contract cannot drift from what is sent.
// Every success is a 200 (section 8): an empty answer is `{}`, and a handler cannot pick another.

export interface ServeOptions {
  /** The write cannot change what a session is read from: the cached sessions stay (plugins/types.ts). */
  sessionNeutral?: boolean;
  /** Problems in the body are reported on their top-level fields, as a resource's form shows them. */
  topFieldErrors?: boolean;
}

export interface HandlerInput<E extends AnyEndpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler returns: the JSON answer, nothing for an empty one (`{}` is sent), the bytes or stream of a file
 * (the handler sets its headers), nothing for an event stream (the handler writes it).
 */
export type HandlerResult<E extends AnyEndpoint> = E['answer'] extends { kind: 'json' }
  ? ResponseOf<E>
  : E['answer'] extends { kind: 'file' }
    ? Buffer | NodeJS.ReadableStream
    : void;

/** Checks an answer as the client will read it (JSON: dates as text, no undefined). */
const checkSent = (endpoint: AnyEndpoint, value: unknown): void =>
  checkAnswer(endpoint, value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown));

const JSON_TYPE = 'application/json; charset=utf-8';

/** A text body as its parser left it; anything else (JSON sent to a text route) is bad input. */
function textOf(body: unknown): string {
  if (typeof body !== 'string' || body.trim() === '') throw new ValidationError({ body: 'errors:textBody' });
  return body;
}

/**
 * A handler that set a success other than 200 breaks section 8's contract. In development and tests
 * that is a bug to see at once; in production the client still gets the 200 it expects.
 */
function keepSuccessStatus(endpoint: AnyEndpoint, reply: FastifyReply, strict: boolean): void {
  const status = reply.statusCode;
  if (status === SUCCESS_STATUS || status < 200 || status >= 300) return;
  if (strict) throw new Error(`${endpoint.method} ${endpoint.path} answered ${status}: every success is a ${SUCCESS_STATUS} (section 8)`);
  reply.status(SUCCESS_STATUS);
}

export function serve<const E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<HandlerResult<E>>,
  options: ServeOptions = {},
): void {
  if (endpoint.text) {
    // Its own scope: the text parser serves this route alone (plugins/csrf.ts drops it elsewhere).
    const limit = endpoint.text.maxBytes;
    void app.register(async (scope) => {
      scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: limit }, (_request, text, done) => done(null, text));
      routeOf(scope, endpoint, handler, options);
    });
    return;
  }
  routeOf(app, endpoint, handler, options);
}

function routeOf<const E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: (input: HandlerInput<E>) => Promise<HandlerResult<E>>, options: ServeOptions): void {
  const { answer } = endpoint;
  app.route({
    method: endpoint.method,
    url: routerPath(endpoint.path),
    config: {
      access: endpoint.access,
      ...(endpoint.ability ? { ability: endpoint.ability } : {}),
      ...(endpoint.form ? { multipart: true } : {}),
      ...(endpoint.text ? { text: true } : {}),
      ...(options.sessionNeutral ? { sessionNeutral: true } : {}),
      endpoint,
    },
    handler: async (request, reply) => {
      const params = (endpoint.params ? parseInput(endpoint.params, request.params) : {}) as ParamsOf<E>;
      const query = (endpoint.query ? parseInput(endpoint.query, request.query ?? {}) : {}) as QueryOf<E>;
      // No body at all reads as an empty object (a PATCH without one); a JSON null stays bad input.
      const sent = request.body === undefined ? {} : request.body;
      const body = (endpoint.text ? textOf(request.body) : endpoint.body ? parseInput(endpoint.body, sent, options.topFieldErrors ? 'top' : 'path') : undefined) as BodyOf<E>;
      reply.status(SUCCESS_STATUS);
      const result = await handler({ params, query, body, request, reply });
      if (answer.kind === 'events') return reply;
      keepSuccessStatus(endpoint, reply, app.config.checkAnswers);
      if (answer.kind === 'empty') return reply.type(JSON_TYPE).send({});
      if (app.config.checkAnswers) checkSent(endpoint, result);
      return result;
    },
  });
}
