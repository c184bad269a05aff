import { z, type ZodType } from 'zod';
import { ERROR_CODES, ERROR_STATUS } from '../../common/errors';
import { OPERATIONS, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (`validation`), with the failing fields in `issues`',
  401: 'Not signed in (`unauthenticated`)',
  403: 'Not allowed (`forbidden`), or the request did not come from Kenja (CSRF)',
  404: 'No such pack or document (`not_found`)',
  413: 'The body or file is too large (`payload_too_large`)',
  415: 'Not an accepted type (`unsupported_type`)',
  422: 'The document could not be processed',
  429: 'Too many requests (`rate_limited`); see Retry-After',
};

function parameters(op: Operation) {
  const inPath = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
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

function responses(op: Operation) {
  const ok = {
    description: 'Success',
    ...(op.response ? { content: { 'application/json': { schema: schemaOf(op.response, 'output') } } } : {}),
  };
  const errorStatuses = [...new Set([400, 401, 403, 429, ...(op.errors ?? [])])].sort();
  return {
    [op.status]: ok,
    ...Object.fromEntries(
      errorStatuses.map((status) => [
        status,
        {
          description: ERROR_DESCRIPTIONS[status] ?? 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    ),
  };
}

/** The OpenAPI 3.1 description of Kenja's public API, made from the same zod contracts the routes validate with. */
export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    const body = requestBody(op);
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
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
        'Knowledge packs as corpora, their documents, search and grounded answers. Calls are made as the signed-in person (session ' +
        "cookie); state-changing calls need the session's CSRF token in the X-CSRF-Token header. The " +
        '/functions/v1 endpoints keep the contracts of the serverless functions in the product specification.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    tags: [
      { name: 'Packs', description: 'Packs as corpora' },
      { name: 'Documents', description: 'Uploading and processing documents' },
      { name: 'Search', description: 'Hybrid search over packs' },
      { name: 'Answers', description: 'Grounded answers with numbered citations and support marks' },
      {
        name: 'Access',
        description:
          'Access tokens for MCP clients (the MCP endpoint itself is POST /mcp, JSON-RPC over Streamable HTTP with ' +
          '`Authorization: Bearer <token>`), the packs the caller may read, and their query history',
      },
      {
        name: 'Studio',
        description: 'A creator’s marketplace packs: details, publishing, pausing, covers and suggestions',
      },
      {
        name: 'Orders',
        description:
          'Buying packs: checkout (Stripe, or the dev checkout outside production), receipts, the 30-day refund and ' +
          'the library. Stripe’s events arrive at POST /api/webhooks/stripe, verified by their signature.',
      },
      { name: 'Functions', description: 'The specification’s serverless-function contracts' },
    ],
    paths,
    components: {
      schemas: {
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
