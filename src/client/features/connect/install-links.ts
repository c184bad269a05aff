/**
 * The way in for an assistant that signs in to Kenja (OAuth): a link, a command or steps in its own settings, with
 * nothing to edit and no token in them. Each link and command is in the form its client documents:
 * Cursor https://cursor.com/docs/mcp/install-links, VS Code https://code.visualstudio.com/api/extension-guides/ai/mcp
 * (MCP URL handler), Claude Code https://code.claude.com/docs/en/mcp. The connector steps (locale files) follow
 * https://support.claude.com/en/articles/11175166-getting-started-with-custom-connectors-using-remote-mcp and
 * https://developers.openai.com/apps-sdk/deploy/connect-chatgpt.
 */
import {
  claudeCodeCommand,
  cursorFile,
  cursorServer,
  json,
  SERVER_NAME,
  vscodeFile,
  vscodeServer,
  type McpClientId,
} from './mcp-configs';

export type SignInSetup =
  | { kind: 'command'; command: string }
  /** An install link, and for when it opens nothing, the file it would have written. */
  | { kind: 'link'; href: string; file: string; config: string }
  /** Steps in the assistant's own connector settings, given the URL to paste. */
  | { kind: 'connector' }
  /** What any MCP client needs to know: the URL, the transport, the sign-in. */
  | { kind: 'details' };

const link = (href: string, file: string, config: unknown): SignInSetup => ({
  kind: 'link',
  href,
  file,
  config: json(config),
});

export function signInSetup(client: McpClientId, url: string): SignInSetup {
  switch (client) {
    case 'claudeCode':
      return { kind: 'command', command: claudeCodeCommand(url) };
    case 'cursor':
      return link(cursorInstallLink(url), '~/.cursor/mcp.json', cursorFile(url));
    case 'vscode':
      return link(vscodeInstallLink(url), '.vscode/mcp.json', vscodeFile(url));
    case 'claudeDesktop':
    case 'chatgpt':
      return { kind: 'connector' };
    case 'other':
      return { kind: 'details' };
  }
}

/** cursor://anysphere.cursor-deeplink/mcp/install?name=…&config=<base64 of the mcp.json entry>. */
export function cursorInstallLink(url: string) {
  // Base64 may hold + / =, which a query string would misread: the parameter is percent-encoded on top.
  const config = encodeURIComponent(btoa(JSON.stringify(cursorServer(url))));
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${SERVER_NAME}&config=${config}`;
}

/** vscode:mcp/install?<the URL-encoded JSON that `code --add-mcp` takes: the entry with its name>. */
export function vscodeInstallLink(url: string) {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: SERVER_NAME, ...vscodeServer(url) }))}`;
}

const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d+){3}|\[::1\]|10(\.\d+){3}|192\.168(\.\d+){2})$/;

/**
 * Whether an assistant that connects from its vendor's servers (Claude's and ChatGPT's connectors) can reach `url`:
 * they need a public https address, which a Kenja on this computer or this network is not.
 */
export function reachableFromTheInternet(url: string) {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && !LOCAL_HOST.test(hostname);
}
