import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/mcp.json';
import ja from '../../locales/ja/mcp.json';
import { Fragmentation } from './fragmentation';
import { KenjaFlow } from './kenja-flow';
import { McpCta } from './mcp-cta';
import { McpHero } from './mcp-hero';
import { McpSteps } from './mcp-steps';

registerNamespace('mcp', { en, ja });

/** The MCP explainer (spec 01 §2): why one standard beats an integration per assistant, and how Kenja uses it. */
export function McpPage() {
  usePageTitle('mcp');
  return (
    <>
      <McpHero />
      <Fragmentation />
      <McpSteps />
      <KenjaFlow />
      <McpCta />
    </>
  );
}
