import { isIP } from 'node:net';
import type { Implementation } from '@modelcontextprotocol/server';

/**
 * What the MCP Registry's server.json and the server card both say of this Kenja's MCP server, from PUBLIC_URL and
 * what the server says of itself (`serverInfo`): the two documents describe one server and must not disagree.
 */

/** At most 100 characters: both schemas say so. */
export const KENJA_MCP_DESCRIPTION =
  'Expert knowledge packs for AI assistants: search, cite and ask them; find and buy more on Kenja.';

/**
 * The registry's name for this server: PUBLIC_URL's host in reverse-DNS order, then the server's own name
 * (https://kenja.example.com → `com.example.kenja/kenja`). The registry lets a publisher who proves kenja.example.com
 * over HTTP publish under `com.example.kenja/`, and one who proves example.com in DNS under `com.example/` and
 * every `com.example.…`: this name fits both, and a remote must be on the namespace's domain, which /mcp is.
 */
export function registryNameOf(publicUrl: URL, serverName: string): string {
  const host = publicUrl.hostname;
  // An address has no reverse-DNS form (and no namespace: see namespaceProblems); it is named as it is.
  return `${isIP(host) === 0 ? host.split('.').reverse().join('.') : host}/${serverName}`;
}

/**
 * Why the registry could not list this Kenja as PUBLIC_URL stands (nothing when it could): it proves a domain
 * over HTTPS (or DNS), so an address, a one-label name such as localhost, or plain http will not do.
 */
export function namespaceProblems(publicUrl: URL): string[] {
  const problems: string[] = [];
  const host = publicUrl.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 || !host.includes('.')) {
    problems.push(
      `PUBLIC_URL's host ${host} is not a domain name: the registry proves a domain you own, by HTTPS or DNS`,
    );
  }
  if (publicUrl.protocol !== 'https:') {
    problems.push(
      'PUBLIC_URL is not https: the registry fetches its proof over HTTPS, and assistants expect it',
    );
  }
  return problems;
}

/** One server's listing, as both documents say it. */
export function listingOf(publicUrl: URL, serverInfo: Implementation) {
  const at = (path: string) => new URL(path, publicUrl).href;
  return {
    name: registryNameOf(publicUrl, serverInfo.name),
    title: serverInfo.title ?? serverInfo.name,
    description: KENJA_MCP_DESCRIPTION,
    version: serverInfo.version,
    // The page that explains connecting an assistant (a browser's GET of /mcp).
    websiteUrl: at('/mcp'),
    // The registry's schema takes only https icons.
    ...(publicUrl.protocol === 'https:'
      ? { icons: [{ src: at('/favicon.svg'), mimeType: 'image/svg+xml' as const, sizes: ['any'] }] }
      : {}),
    remote: { type: 'streamable-http' as const, url: at('/mcp') },
  };
}
