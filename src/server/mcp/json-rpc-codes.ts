/** JSON-RPC's own error codes, and the one the MCP SDKs use for transport-level refusals. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;
export const SERVER_ERROR = -32000;
