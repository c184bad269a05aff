import { describe, expect, it } from 'vitest';
import { cursorInstallLink, reachableFromTheInternet, signInSetup, vscodeInstallLink } from './install-links';
import { MCP_CLIENTS, tokenSetup } from './mcp-configs';

const URL_HERE = 'http://localhost:3000/mcp';

/** What Cursor reads from its install link: the server's name and its mcp.json entry (base64 JSON). */
function readCursorLink(link: string) {
  const parsed = new URL(link);
  expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe(
    'cursor://anysphere.cursor-deeplink/mcp/install',
  );
  expect([...parsed.searchParams.keys()]).toEqual(['name', 'config']);
  return {
    name: parsed.searchParams.get('name'),
    config: JSON.parse(atob(parsed.searchParams.get('config') ?? '')) as unknown,
  };
}

/** What VS Code reads from its install link: the URL-encoded JSON that `code --add-mcp` takes. */
function readVscodeLink(link: string) {
  const prefix = 'vscode:mcp/install?';
  expect(link.startsWith(prefix)).toBe(true);
  return JSON.parse(decodeURIComponent(link.slice(prefix.length))) as unknown;
}

describe('the ways in that sign in to Kenja', () => {
  it("give Cursor its documented install link, carrying the server's URL and no token", () => {
    const link = cursorInstallLink(URL_HERE);
    expect(link).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install?name=kenja&config=' +
        'eyJ1cmwiOiJodHRwOi8vbG9jYWxob3N0OjMwMDAvbWNwIn0%3D',
    );
    expect(readCursorLink(link)).toEqual({ name: 'kenja', config: { url: URL_HERE } });
  });

  it("give VS Code its documented install link: the server's name, type http and URL", () => {
    const link = vscodeInstallLink(URL_HERE);
    expect(link).toBe(
      'vscode:mcp/install?%7B%22name%22%3A%22kenja%22%2C%22type%22%3A%22http%22%2C%22url%22%3A%22' +
        'http%3A%2F%2Flocalhost%3A3000%2Fmcp%22%7D',
    );
    expect(readVscodeLink(link)).toEqual({ name: 'kenja', type: 'http', url: URL_HERE });
  });

  it('keep an address that base64 or percent-encoding could garble', () => {
    // Base64 of this one holds "+" and "/", which a query string would read as a space and a path.
    const url = 'https://kenja.example:8443/mcp?>>>=~';
    expect(cursorInstallLink(url)).toMatch(/config=[\w%]+$/);
    expect(readCursorLink(cursorInstallLink(url)).config).toEqual({ url });
    expect(readVscodeLink(vscodeInstallLink(url))).toEqual({ name: 'kenja', type: 'http', url });
  });

  it('give Claude Code the command its documentation gives, which signs in on /mcp', () => {
    const setup = signInSetup('claudeCode', URL_HERE);
    if (setup.kind !== 'command') throw new Error('a command expected');
    expect(setup.command).toBe('claude mcp add --transport http kenja http://localhost:3000/mcp');
    expect(setup.command.split(' ')).toEqual([
      'claude',
      'mcp',
      'add',
      '--transport',
      'http',
      'kenja',
      URL_HERE,
    ]);
  });

  it('give Cursor and VS Code, for when the link opens nothing, the file it would have written', () => {
    const cursor = signInSetup('cursor', URL_HERE);
    const vscode = signInSetup('vscode', URL_HERE);
    if (cursor.kind !== 'link' || vscode.kind !== 'link') throw new Error('links expected');
    expect(cursor.href).toBe(cursorInstallLink(URL_HERE));
    expect(cursor.file).toBe('~/.cursor/mcp.json');
    expect(JSON.parse(cursor.config)).toEqual({ mcpServers: { kenja: { url: URL_HERE } } });
    expect(vscode.href).toBe(vscodeInstallLink(URL_HERE));
    expect(vscode.file).toBe('.vscode/mcp.json');
    expect(JSON.parse(vscode.config)).toEqual({ servers: { kenja: { type: 'http', url: URL_HERE } } });
  });

  it("send Claude's and ChatGPT's connectors, and any other client, to the URL itself", () => {
    expect(signInSetup('claudeDesktop', URL_HERE)).toEqual({ kind: 'connector' });
    expect(signInSetup('chatgpt', URL_HERE)).toEqual({ kind: 'connector' });
    expect(signInSetup('other', URL_HERE)).toEqual({ kind: 'details' });
  });

  it('carry no token, while the second way in carries one', () => {
    for (const client of MCP_CLIENTS) {
      expect(JSON.stringify(signInSetup(client, URL_HERE)), client).not.toMatch(/Bearer|Authorization/);
      expect(tokenSetup(client, URL_HERE, 'kenja_pat_x').snippet, client).toContain('Bearer kenja_pat_x');
    }
    expect(JSON.parse(tokenSetup('cursor', URL_HERE, 'kenja_pat_x').snippet)).toEqual({
      mcpServers: { kenja: { url: URL_HERE, headers: { Authorization: 'Bearer kenja_pat_x' } } },
    });
    expect(JSON.parse(tokenSetup('vscode', URL_HERE, 'kenja_pat_x').snippet)).toEqual({
      servers: { kenja: { type: 'http', url: URL_HERE, headers: { Authorization: 'Bearer kenja_pat_x' } } },
    });
    expect(tokenSetup('claudeCode', URL_HERE, 'kenja_pat_x').snippet).toBe(
      `claude mcp add --transport http kenja ${URL_HERE} --header "Authorization: Bearer kenja_pat_x"`,
    );
  });

  it("know when a vendor's servers cannot reach Kenja: not over http, nor on this computer or network", () => {
    expect(reachableFromTheInternet('https://kenja.example/mcp')).toBe(true);
    for (const url of [
      URL_HERE,
      'http://kenja.example/mcp',
      'https://localhost:3000/mcp',
      'https://app.localhost/mcp',
      'https://127.0.0.1/mcp',
      'https://[::1]:3000/mcp',
      'https://192.168.1.20/mcp',
      'https://10.0.0.5/mcp',
    ]) {
      expect(reachableFromTheInternet(url), url).toBe(false);
    }
  });
});
