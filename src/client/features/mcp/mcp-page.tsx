import { Compass, PlugZap, Sparkles } from 'lucide-react';
import { StepCardsSection } from '../../components/ui/icon-section';
import { WHITE_BAND } from '../../components/ui/page-section';
import { registerNamespace } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-document-title';
import en from '../../locales/en/mcp.json';
import ja from '../../locales/ja/mcp.json';
import { Fragmentation } from './fragmentation';
import { KenjaFlow } from './kenja-flow';
import { McpCta } from './mcp-cta';
import { McpHero } from './mcp-hero';

registerNamespace('mcp', { en, ja });

const STEPS = { discover: Compass, connect: PlugZap, empower: Sparkles };

/** The MCP explainer (spec 01 §2): why one standard beats an integration per assistant, and how Kenja uses it. */
export function McpPage() {
  usePageTitle('mcp');
  return (
    <>
      <McpHero />
      <Fragmentation />
      <StepCardsSection id="mcp-steps" namespace="mcp" icons={STEPS} tone="muted" band={WHITE_BAND} />
      <KenjaFlow />
      <McpCta />
    </>
  );
}
