/** The MCP clients the Connect page gives instructions for, in the order of its tabs. */
export const MCP_CLIENTS = ['claudeCode', 'claudeDesktop', 'cursor', 'vscode', 'chatgpt', 'other'] as const;
export type McpClientId = (typeof MCP_CLIENTS)[number];

export interface ClientSetup {
  /** The file or place the snippet goes, when there is one. */
  where: string | null;
  snippet: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Copy-ready setup for each client, filled in with this server's MCP address and the person's token. */
export function clientSetup(client: McpClientId, url: string, token: string): ClientSetup {
  const bearer = `Bearer ${token}`;
  switch (client) {
    case 'claudeCode':
      return {
        where: null,
        snippet: `claude mcp add --transport http kenja ${url} --header "Authorization: ${bearer}"`,
      };
    case 'claudeDesktop':
      // Claude Desktop's config file starts local servers; mcp-remote bridges to a remote one with a header.
      return {
        where: 'claude_desktop_config.json',
        snippet: json({
          mcpServers: {
            kenja: {
              command: 'npx',
              args: ['-y', 'mcp-remote', url, '--header', 'Authorization:${AUTH_HEADER}'],
              env: { AUTH_HEADER: bearer },
            },
          },
        }),
      };
    case 'cursor':
      return {
        where: '.cursor/mcp.json',
        snippet: json({ mcpServers: { kenja: { url, headers: { Authorization: bearer } } } }),
      };
    case 'vscode':
      return {
        where: '.vscode/mcp.json',
        snippet: json({ servers: { kenja: { type: 'http', url, headers: { Authorization: bearer } } } }),
      };
    case 'chatgpt':
      // ChatGPT's connector screen takes OAuth or no sign-in; the Responses API takes a header.
      return {
        where: null,
        snippet: json({
          model: 'gpt-5',
          tools: [
            {
              type: 'mcp',
              server_label: 'kenja',
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
