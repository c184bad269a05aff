import { RESOURCE_MIME_TYPE, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { ANSWER_CARD_URI, PACK_CARDS_URI, type CardView } from '../../../common/contracts/mcp-cards';
import type { ToolContext } from '../tools/shared';
import { cardPage } from './card-pages';

const CARDS: { name: string; uri: string; view: CardView; description: string }[] = [
  {
    name: 'pack-cards',
    uri: PACK_CARDS_URI,
    view: 'packs',
    description:
      'Cards of the packs list_packs and find_packs name: cover, title, creator, rating, price, edition, what you ' +
      'hold, and a button that opens the pack on Kenja in your browser.',
  },
  {
    name: 'answer-card',
    uri: ANSWER_CARD_URI,
    view: 'answer',
    description: 'An answer from ask with its sources, each opening the passage it cites.',
  },
];

/**
 * The cards (MCP Apps, extension io.modelcontextprotocol/ui) as `ui://` resources. A host draws them in a sandboxed
 * frame whose content security policy lets them load images from Kenja only (covers) and connect nowhere: the
 * host hands them the tool's result, and they open Kenja's pages through the host.
 */
export function registerCards(server: McpServer, { services }: ToolContext): void {
  const ui = {
    csp: { resourceDomains: [services.authConfig.publicUrl.origin] },
    prefersBorder: true,
  };
  for (const card of CARDS) {
    registerAppResource(
      server,
      card.name,
      card.uri,
      { description: card.description, mimeType: RESOURCE_MIME_TYPE, _meta: { ui } },
      async () => ({
        contents: [
          { uri: card.uri, mimeType: RESOURCE_MIME_TYPE, text: await cardPage(card.view), _meta: { ui } },
        ],
      }),
    );
  }
}
