import type { McpServerDescription } from '../mcp';
import { resourceMetadataUrlOf } from '../oauth';
import { listingOf } from './listing';

/** The draft's schema (SEP-2127's extension repository, vendored in schemas/, which says where from). */
export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The media type the draft gives a card; a client that does not ask for it gets application/json. */
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';

/**
 * `_meta` keys of what the draft leaves out of a card. It once had `authentication` on each remote and the
 * tools, prompts and resources at the top; it now lists neither (they are learnt by connecting) and keeps vendor
 * data in `_meta`. Kenja's are the same for every caller, so the card carries them there, under Kenja's name.
 */
export const CARD_AUTHORIZATION = 'kenja/authorization';
export const CARD_PRIMITIVES = 'kenja/primitives';

/**
 * This Kenja's MCP server card (draft SEP-2127): who the server is and where and how to connect, as the
 * description of the live server says (`describeMcpServer`), with what /mcp lists to any caller. Cards are public:
 * nothing here belongs to a person.
 */
export function serverCard(publicUrl: URL, described: McpServerDescription) {
  const { remote, ...listing } = listingOf(publicUrl, described.serverInfo);
  return {
    $schema: SERVER_CARD_SCHEMA,
    ...listing,
    remotes: [{ ...remote, supportedProtocolVersions: described.protocolVersions }],
    _meta: {
      [CARD_AUTHORIZATION]: {
        required: true,
        // OAuth 2.1 (the assistant signs in; RFC 9728 metadata says where), or a personal token as a bearer.
        schemes: ['oauth2', 'bearer'],
        protectedResourceMetadata: resourceMetadataUrlOf(publicUrl),
      },
      [CARD_PRIMITIVES]: {
        tools: described.tools,
        prompts: described.prompts,
        resources: described.resources,
        resourceTemplates: described.resourceTemplates,
      },
    },
  };
}
