import { z, type ZodType } from 'zod';
import { ERROR_CODES, ERROR_STATUS } from '../../common/errors';
import { declaredOperations, type MountedRoute } from '../http/endpoint';
import { TAGS, operationId, type Access, type Operation } from '../http/endpoint';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (`validation`), with the failing fields in `issues`',
  401: 'Not signed in (`unauthenticated`)',
  403: 'Not allowed (`forbidden`), or the request did not come from Kenja (CSRF)',
  404: 'Not found (`not_found`); the message says what',
  405: 'Method not allowed here (see Allow)',
  409: 'In conflict with the current state (`conflict`); the message says why',
  413: 'The body or file is too large (`payload_too_large`)',
  415: 'Not an accepted type (`unsupported_type`)',
  422: 'The document could not be processed',
  429: 'Too many requests (`rate_limited`); see Retry-After',
  503: 'An outside service (payments, sign-in, the language model) is not available (`unavailable`)',
};

function parameters(op: Operation) {
  // Route ids are validated as UUIDs (contracts/ids.ts); other path parameters (a slug) are plain text.
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({
    name,
    in: 'path',
    required: true,
    schema: /id$/i.test(name) ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
  const query = op.query ? schemaOf(op.query, 'input') : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(op: Operation) {
  if (op.body) {
    return { required: true, content: { 'application/json': { schema: schemaOf(op.body, 'input') } } };
  }
  if (op.raw) {
    return {
      required: true,
      description: op.raw.description,
      // Any JSON: it is verified as bytes, not validated as a shape.
      content: { [op.raw.mediaType]: { schema: { type: 'object' } } },
    };
  }
  if (op.uploadMany) {
    const files = { type: 'array', items: { type: 'string', format: 'binary' } };
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', required: ['files'], properties: { files } } },
      },
    };
  }
  if (op.upload) {
    const fields = Object.fromEntries(
      Object.entries(op.upload).map(([name, description]) => [name, { type: 'string', description }]),
    );
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file', ...Object.keys(op.upload).filter((name) => name !== 'user_id')],
            properties: { file: { type: 'string', format: 'binary' }, ...fields },
          },
        },
      },
    };
  }
  return undefined;
}

/** MCP speaks JSON-RPC, even when it refuses, and takes no cookies: none of the API's guards stand before it. */
const isMcp = (op: Operation) => op.path.startsWith('/mcp');

/** The refusals every endpoint of a kind may answer, beyond those it lists. */
function usualErrors(op: Operation): number[] {
  if (isMcp(op)) return [];
  if (op.access === 'stripe') return [400, 429];
  // Anyone may call a public endpoint; a signed-in browser's state-changing call still needs its CSRF token.
  if (op.access === 'public') return op.method === 'get' ? [400, 429] : [400, 403, 429];
  return [400, 401, 403, 429];
}

function responses(op: Operation) {
  const refusal = (status: number) => ({
    description: ERROR_DESCRIPTIONS[status] ?? 'Error',
    content: {
      'application/json': {
        schema: { $ref: `#/components/schemas/${isMcp(op) ? 'JsonRpcError' : 'Error'}` },
      },
    },
  });
  const content = op.response
    ? { content: { 'application/json': { schema: schemaOf(op.response, 'output') } } }
    : op.responseMediaType
      ? { content: { [op.responseMediaType]: { schema: { type: 'string' } } } }
      : {};
  const errorStatuses = [...new Set([...usualErrors(op), ...(op.errors ?? [])])]
    .filter((status) => status !== op.status)
    .sort();
  return {
    [op.status]: op.status >= 400 ? refusal(op.status) : { description: 'Success', ...content },
    ...Object.fromEntries(errorStatuses.map((status) => [status, refusal(status)])),
  };
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  // `{}`: no credentials needed; a session, when sent, is used.
  public: [{}, { session: [] }],
  session: [{ session: [] }],
  creator: [{ session: [] }],
  admin: [{ session: [] }],
  token: [{ accessToken: [] }],
  stripe: [{ stripeSignature: [] }],
};

/**
 * Every documented operation of a mounted app: those its routes declare (`endpoint`, http/endpoint.ts), at the
 * method and path they are served at.
 */
export function documentedOperations(routes: readonly MountedRoute[]): Operation[] {
  return declaredOperations(routes);
}

/**
 * The OpenAPI 3.1 description of Kenja's public API, made from the same zod contracts the routes validate with;
 * `routes` are the mounted app's (`app.routes`).
 */
export function openApiDocument(routes: readonly MountedRoute[], serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of documentedOperations(routes)) {
    const body = requestBody(op);
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      operationId: operationId(op),
      'x-access': op.access,
      security: isMcp(op) && op.access === 'public' ? [] : SECURITY[op.access],
      parameters: parameters(op),
      ...(body ? { requestBody: body } : {}),
      responses: responses(op),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kenja API',
      version: '1',
      description:
        'Knowledge packs as corpora, their documents, search and grounded answers, and the marketplace around them. ' +
        'Calls are made as the signed-in person (session cookie); state-changing calls need the session’s CSRF ' +
        'token (from GET /api/auth/session) in the X-CSRF-Token header. Each operation says who may call it ' +
        '(`x-access`): public (anyone), session (signed in), creator (creators and admins, on packs they manage), ' +
        'admin, token (an MCP access token) or stripe (Stripe’s signature). MCP clients call POST /mcp with an access ' +
        'token instead. The /functions/v1 and /rest/v1 endpoints keep the contracts of the product specification.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: '__Host-kenja_session',
          description:
            'Set by signing in (`kenja_session` on plain-http loopback, where the __Host- prefix is impossible). ' +
            'State-changing requests also send the session’s CSRF token in X-CSRF-Token.',
        },
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token made with POST /api/access-tokens; MCP only',
        },
        stripeSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Stripe-Signature',
          description: 'Stripe’s signature over the raw body, with the webhook’s signing secret',
        },
      },
      schemas: {
        JsonRpcError: {
          type: 'object',
          required: ['jsonrpc', 'id', 'error'],
          properties: {
            jsonrpc: { const: '2.0' },
            id: { type: 'null' },
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'integer' }, message: { type: 'string' } },
            },
          },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: [...ERROR_CODES] },
                message: { type: 'string' },
                issues: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      path: { type: 'array', items: { type: ['string', 'integer'] } },
                      message: { type: 'string' },
                    },
                  },
                },
              },
            },
          },
          description: `Statuses: ${ERROR_CODES.map((c) => `${c} ${ERROR_STATUS[c]}`).join(', ')}`,
        },
      },
    },
  };
}
