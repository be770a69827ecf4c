import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { pathParams, SUCCESS_STATUS, TOKEN_ACCESS, type AnyEndpoint } from '@shared/api/contract';
import { ApiErrorBodySchema } from '@shared/api/errors';
import { EmptyObjectSchema } from '@shared/api/params';
import { COMPANY_HEADER } from '@shared/api/paths';
import { APP_VERSION, PRODUCT_CODE } from '@shared/constants';

// The OpenAPI 3.1 document of the endpoints the app serves, generated from the shared contract
// (the same objects the routes are registered from): what forwarders' systems integrate against.

type Json = Record<string, unknown>;

/** What each tag (an area, or the API's own parts) is about, in the reference's order. */
const TAGS: Record<string, string> = {
  auth: 'Sign-in, sign-up and sign-out',
  profile: 'The signed-in user',
  shipments: 'Shipments, their AWBs and public tracking',
  chat: 'Chats between clients and the airline',
  notifications: 'Notifications of the signed-in user',
  dashboard: 'The dashboard of the signed-in user: the blocks of its role',
  accreditations: 'Accreditation requests of new clients',
  parties: 'Contracts with clients and their contact persons',
  accounts: 'User accounts and access groups',
  stocks: 'AWB stocks',
  tariffs: 'Tariffication',
  technology: 'The technology handbook',
  settings: 'Airline settings',
  'one-record': 'ONE Record: shipments, waybills, bookings and flights as IATA logistics objects (JSON-LD) for partners’ systems',
  reference: 'Reference data and look-ups',
  live: 'Live events (server-sent events)',
  docs: 'This API’s description',
};

/**
 * A recursive schema (a condition tree's groups hold conditions) would be written as a reference
 * into the schema's own `$defs`, which the document does not hold: it is described once instead.
 */
const RECURSIVE_NODE: JsonSchema = {
  type: 'object',
  description: 'A node of the same tree: a group `{op: "and" | "or", items: [nodes]}` or a rule `{op, field, value}`',
};

const schemaOf = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) => (valibotSchema.type === 'lazy' ? RECURSIVE_NODE : undefined),
  }) as JsonSchema & { $schema?: string };
  return rest;
};

/** The properties of an object schema as JSON Schema, with which are required. */
function propertiesOf(schema: v.GenericSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return { properties: json.properties ?? {}, required: new Set(json.required ?? []) };
}

function parametersOf(endpoint: AnyEndpoint): Json[] {
  const parameters: Json[] = [];
  if (endpoint.params) {
    const { properties } = propertiesOf(endpoint.params);
    for (const name of pathParams(endpoint.path)) parameters.push({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } });
  }
  if (endpoint.query) {
    const { properties, required } = propertiesOf(endpoint.query);
    for (const [name, schema] of Object.entries(properties)) {
      const type = (schema as { type?: unknown }).type;
      // Nested objects travel as qs writes them (filter[status][0]=KK); lists as repeated keys.
      const style = type === 'object' ? { style: 'deepObject', explode: true } : type === 'array' ? { style: 'form', explode: true } : {};
      parameters.push({ name, in: 'query', required: required.has(name), schema, ...style });
    }
  }
  parameters.push({ $ref: '#/components/parameters/AcceptLanguage' });
  return parameters;
}

function requestBodyOf(endpoint: AnyEndpoint): Json | undefined {
  if (endpoint.body) return { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } };
  if (endpoint.text) return { required: true, description: endpoint.text.description, content: { 'text/plain': { schema: { type: 'string', maxLength: endpoint.text.maxBytes } } } };
  if (!endpoint.form) return undefined;
  const { properties, required } = propertiesOf(endpoint.form.fields);
  const { files } = endpoint.form;
  const fileSchema = { type: 'string', format: 'binary' };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            ...properties,
            [files.name]: files.max > 1 ? { type: 'array', maxItems: files.max, items: fileSchema, description: files.description } : { ...fileSchema, description: files.description },
          },
          required: [...required],
        },
      },
    },
  };
}

const error = (description: string): Json => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function responsesOf(endpoint: AnyEndpoint): Json {
  const { answer } = endpoint;
  // Section 8: a client treats anything but a 200 as an error, so every success is documented as one.
  const status = String(SUCCESS_STATUS);
  const success: Json =
    answer.kind === 'json'
      ? { description: 'Success', content: { 'application/json': { schema: schemaOf(answer.schema, 'output') } } }
      : answer.kind === 'file'
        ? { description: 'The file', content: { [answer.contentType]: { schema: { type: 'string', format: 'binary' } } } }
        : answer.kind === 'events'
          ? { description: 'Server-sent events: `id`, `event` (the type) and `data` (JSON) lines', content: { 'text/event-stream': { schema: { type: 'string' } } } }
          : { description: 'Done; nothing to tell', content: { 'application/json': { schema: schemaOf(EmptyObjectSchema, 'output') } } };
  const responses: Json = { [status]: success };
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.form || endpoint.text) responses['400'] = error('Bad input: `fields` holds a message per field');
  if (endpoint.access === TOKEN_ACCESS) responses['401'] = error('No API token, or a revoked one');
  else if (endpoint.access !== '*') responses['401'] = error('Not signed in, or the session ended');
  if (endpoint.ability || (endpoint.access !== '*' && endpoint.access !== 'USER' && endpoint.access !== TOKEN_ACCESS)) responses['403'] = error('The caller lacks the ability or role');
  if (endpoint.params) responses['404'] = error('Not found, or not within the caller’s reach');
  return responses;
}

/** A readable, unique operation id: the method and the path's words (`getApiChatIdId`). */
function operationIdOf(endpoint: AnyEndpoint): string {
  const words = `${endpoint.method.toLowerCase()} ${endpoint.path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function operationOf(endpoint: AnyEndpoint): Json {
  const rights = [
    endpoint.access === '*'
      ? 'Public.'
      : endpoint.access === 'USER'
        ? 'Signed-in users.'
        : endpoint.access === TOKEN_ACCESS
          ? 'Machine callers with an API token (`Authorization: Bearer <token>`), no session.'
          : `Signed-in users with the role ${endpoint.access}.`,
    endpoint.ability ? `Needs the ability \`${endpoint.ability}\`.` : '',
  ].filter(Boolean);
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    description: [endpoint.description, rights.join(' ')].filter(Boolean).join('\n\n'),
    tags: [endpoint.tag],
    security: endpoint.access === '*' ? [] : endpoint.access === TOKEN_ACCESS ? [{ apiToken: [] }] : [{ bearer: [] }, { session: [] }],
    ...(endpoint.ability ? { 'x-ability': endpoint.ability } : {}),
    parameters: parametersOf(endpoint),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(endpoint),
  };
}

export function openApiDocument(endpoints: readonly AnyEndpoint[]): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  const used = new Set(endpoints.map((endpoint) => endpoint.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: 'UTair Cargo cabinet API',
      version: APP_VERSION.replace(/^v/, ''),
      description: [
        'The air-cargo cabinet’s API: price and flight search, booking, air waybills, tracking, telegrams, tariffs, contracts and finance, chat and notifications.',
        `Every call takes \`Accept-Language\` (ru or en; ru by default) and the company header \`${COMPANY_HEADER}: ${PRODUCT_CODE}\`; bodies are JSON unless a call takes a file.`,
        'Sign in with `POST /api/login`: browsers keep the session in an httpOnly cookie, other clients send the answered token as `Authorization: Bearer <token>`.',
        'Queries follow qs: nested objects as `filter[status][0]=KK`, lists as indexed or repeated keys. A failed call answers `{code, message, fields?}`; a 400 with `fields` names the message of each bad field.',
      ].join('\n\n'),
    },
    tags: Object.entries(TAGS)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token `POST /api/login` answers' },
        session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'The browser’s session cookie' },
        apiToken: { type: 'http', scheme: 'bearer', description: 'An API token issued in the airline’s settings (ONE Record)' },
      },
      parameters: {
        AcceptLanguage: { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', enum: ['ru', 'en'], default: 'ru' }, description: 'The language of messages and texts' },
      },
      schemas: { Error: schemaOf(ApiErrorBodySchema, 'output') },
    },
  };
}
