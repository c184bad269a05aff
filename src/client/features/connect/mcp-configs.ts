/** The MCP clients the Connect page gives instructions for, in the order of its tabs. */
export const MCP_CLIENTS = ['claudeCode', 'claudeDesktop', 'cursor', 'vscode', 'chatgpt', 'other'] as const;
export type McpClientId = (typeof MCP_CLIENTS)[number];

/** Kenja's name in an assistant's list of MCP servers. */
export const SERVER_NAME = 'kenja';

/** The header a pasted token travels in; none for an assistant that signs in to Kenja (OAuth) instead. */
const authorization = (token: string | null) =>
  token === null ? {} : { headers: { Authorization: `Bearer ${token}` } };

/** Kenja's entry in Cursor's mcp.json (also what its install link carries). */
export const cursorServer = (url: string, token: string | null = null) => ({ url, ...authorization(token) });

/** Kenja's entry in VS Code's mcp.json (also what its install link carries, with a name). */
export const vscodeServer = (url: string, token: string | null = null) => ({
  type: 'http',
  url,
  ...authorization(token),
});

export const cursorFile = (url: string, token: string | null = null) => ({
  mcpServers: { [SERVER_NAME]: cursorServer(url, token) },
});

export const vscodeFile = (url: string, token: string | null = null) => ({
  servers: { [SERVER_NAME]: vscodeServer(url, token) },
});

export const claudeCodeCommand = (url: string, token: string | null = null) =>
  `claude mcp add --transport http ${SERVER_NAME} ${url}` +
  (token === null ? '' : ` --header "Authorization: Bearer ${token}"`);

export const json = (value: unknown) => JSON.stringify(value, null, 2);

export interface ClientSetup {
  /** The file or place the snippet goes, when there is one. */
  where: string | null;
  snippet: string;
}

/**
 * Copy-ready setup with a pasted token, for an assistant that cannot sign in to Kenja: filled in with this server's
 * MCP address and the person's token.
 */
export function tokenSetup(client: McpClientId, url: string, token: string): ClientSetup {
  const bearer = `Bearer ${token}`;
  switch (client) {
    case 'claudeCode':
      return { where: null, snippet: claudeCodeCommand(url, token) };
    case 'claudeDesktop':
      // Claude Desktop's config file starts local servers; mcp-remote bridges to a remote one with a header.
      return {
        where: 'claude_desktop_config.json',
        snippet: json({
          mcpServers: {
            [SERVER_NAME]: {
              command: 'npx',
              args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${AUTH_HEADER}'],
              env: { AUTH_HEADER: bearer },
            },
          },
        }),
      };
    case 'cursor':
      return { where: '.cursor/mcp.json', snippet: json(cursorFile(url, token)) };
    case 'vscode':
      return { where: '.vscode/mcp.json', snippet: json(vscodeFile(url, token)) };
    case 'chatgpt':
      // ChatGPT's own settings sign in (see install-links); the Responses API takes a header.
      return {
        where: null,
        snippet: json({
          model: 'gpt-5',
          tools: [
            {
              type: 'mcp',
              server_label: SERVER_NAME,
              server_url: url,
              headers: { Authorization: bearer },
              require_approval: 'never',
            },
          ],
          input: 'What do my Kenja packs say about …?',
        }),
      };
    case 'other':
      return {
        where: null,
        snippet: [`URL: ${url}`, 'Transport: Streamable HTTP', `Header: Authorization: ${bearer}`].join('\n'),
      };
  }
}
