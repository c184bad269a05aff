import type {
  CallToolResult,
  InputRequiredResult,
  ServerContext,
  ToolAnnotations,
} from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { McpCaller } from '../caller';
import type { ToolContext } from './shared';

/**
 * One of Kenja's tools: what clients are told of it (name, schemas, annotations, fixed in code and never built from
 * anything a creator wrote) and its work for a verified caller. mcp-server.ts registers every tool with the SDK's
 * server; direct-calls.ts answers the everyday call of a tool that needs nothing of the protocol exchange itself.
 */
export interface KenjaTool<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  config: {
    title: string;
    description: string;
    inputSchema: Input;
    outputSchema: z.ZodObject;
    annotations: ToolAnnotations;
    /** MCP Apps: the card a host shows the result in (`_meta.ui.resourceUri`). */
    _meta?: { ui: { resourceUri: string } };
  };
  /**
   * The tool's work. `exchange` is the SDK's context of the request, given only to a tool that says it
   * `readsExchange` (buy asks its person through it); the others are answered without it.
   */
  body(
    context: ToolContext,
    args: z.output<Input>,
    caller: McpCaller,
    exchange?: ServerContext,
  ): Promise<CallToolResult | InputRequiredResult>;
  readsExchange?: true;
}

/** A tool, typed by its input schema. */
export const kenjaTool = <Input extends z.ZodObject>(tool: KenjaTool<Input>): KenjaTool<Input> => tool;
