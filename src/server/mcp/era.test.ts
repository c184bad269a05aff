import { classifyInboundRequest, isLegacyRequest } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { modernEnvelopes, plainlyLegacy, plainlyModern } from './era';

const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search', arguments: {} } };
const envelope = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' };

/** Messages and headers of both eras, and ones neither era takes. */
const cases: Array<[string, unknown, string | undefined]> = [
  ['a 2025-era tool call', call, '2025-11-25'],
  ['a tool call without a version header', call, undefined],
  ['a request without params', { jsonrpc: '2.0', id: 'a', method: 'tools/list' }, '2025-06-18'],
  [
    'initialize',
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25' } },
    undefined,
  ],
  ['a 2026 header on an envelope-less call', call, '2026-07-28'],
  ['a 2026 envelope', { ...call, params: { ...call.params, _meta: envelope } }, '2026-07-28'],
  ['a 2026 envelope without the header', { ...call, params: { ...call.params, _meta: envelope } }, undefined],
  ['other _meta', { ...call, params: { ...call.params, _meta: { progressToken: 1 } } }, '2025-11-25'],
  ['a notification', { jsonrpc: '2.0', method: 'notifications/initialized' }, '2025-11-25'],
  ['a response', { jsonrpc: '2.0', id: 3, result: {} }, undefined],
  ['a batch', [call, call], undefined],
  ['not JSON-RPC', { hello: 'world' }, undefined],
  ['params that are not an object', { ...call, params: [1, 2] }, undefined],
  ['a null id', { ...call, id: null }, undefined],
  [
    'a 2026 envelope on a 2025 header',
    { ...call, params: { ...call.params, _meta: envelope } },
    '2025-11-25',
  ],
  [
    'a malformed 2026 envelope',
    { ...call, params: { ...call.params, _meta: { [Object.keys(envelope)[0]!]: 7 } } },
    '2026-07-28',
  ],
  [
    'initialize with a 2026 envelope',
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2026-07-28', _meta: envelope },
    },
    '2026-07-28',
  ],
  [
    'a notification with a 2026 envelope',
    { jsonrpc: '2.0', method: 'notifications/x', params: { _meta: envelope } },
    '2026-07-28',
  ],
  [
    'a response with a 2026 envelope',
    { jsonrpc: '2.0', id: 3, method: 'x', result: {}, params: { _meta: envelope } },
    undefined,
  ],
];

describe('telling a 2025-era MCP request at a glance', () => {
  it.each(cases)('never disagrees with the SDK: %s', async (_name, message, version) => {
    const request = new Request('http://kenja.test/mcp', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(version === undefined ? {} : { 'mcp-protocol-version': version }),
      },
      body: JSON.stringify(message),
    });
    // At a glance it may leave a message to the SDK; what it does call one era's, the SDK does too.
    if (plainlyLegacy(message, version ?? null)) {
      expect(await isLegacyRequest(request, message)).toBe(true);
    }
    if (plainlyModern(message)) {
      expect(plainlyLegacy(message, version ?? null)).toBe(false);
      expect(await isLegacyRequest(request, message)).toBe(false);
    }
  });

  it('tells the everyday 2025-era calls itself', () => {
    expect(plainlyLegacy(call, '2025-11-25')).toBe(true);
    expect(plainlyLegacy(call, null)).toBe(true);
    expect(plainlyLegacy({ jsonrpc: '2.0', id: 'a', method: 'tools/list' }, '2025-06-18')).toBe(true);
    expect(plainlyLegacy(call, '2026-07-28')).toBe(false);
    expect(plainlyLegacy({ ...call, params: { ...call.params, _meta: envelope } }, null)).toBe(false);
  });

  it('tells the everyday 2026-era calls itself', () => {
    expect(plainlyModern({ ...call, params: { ...call.params, _meta: envelope } })).toBe(true);
    expect(plainlyModern(call)).toBe(false);
    expect(plainlyModern({ jsonrpc: '2.0', method: 'notifications/x', params: { _meta: envelope } })).toBe(
      false,
    );
  });
});

describe('classifying a 2026-era envelope once', () => {
  const capabilities = 'io.modelcontextprotocol/clientCapabilities';
  const full = { ...envelope, [capabilities]: {} };
  const envelopes: Array<[string, Record<string, unknown>]> = [
    ['the plainest', full],
    [
      'with who the client is',
      { ...full, 'io.modelcontextprotocol/clientInfo': { name: 'c', version: '1' } },
    ],
    ['with a malformed client', { ...full, 'io.modelcontextprotocol/clientInfo': { name: 7 } }],
    ['without capabilities', envelope],
    ['with malformed capabilities', { ...full, [capabilities]: { elicitation: 5 } }],
    ['with a progress token', { ...full, progressToken: 'p' }],
    ['with a malformed progress token', { ...full, progressToken: { p: 1 } }],
    ['with a log level', { ...full, 'io.modelcontextprotocol/logLevel': 'debug' }],
    ['with a log level that is none', { ...full, 'io.modelcontextprotocol/logLevel': 'loud' }],
    ['with a key of its own', { ...full, 'example.com/trace': 'x' }],
  ];

  it.each(envelopes)('agrees with the SDK on a whole tool call: %s', (_name, meta) => {
    const takesEnvelope = modernEnvelopes();
    const sdk = classifyInboundRequest({
      httpMethod: 'POST',
      protocolVersionHeader: '2026-07-28',
      mcpMethodHeader: 'tools/call',
      mcpNameHeader: 'search',
      body: { ...call, params: { name: 'search', arguments: { query: 'sencha', k: 3 }, _meta: meta } },
    });
    expect(takesEnvelope('search', meta)).toBe(sdk.kind === 'modern');
    expect(takesEnvelope('search', meta)).toBe(sdk.kind === 'modern'); // remembered, the same
  });
});
