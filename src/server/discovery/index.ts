/**
 * Where assistants look for Kenja (issue 51): the official MCP Registry's `server.json` (generated from the
 * settings, published by the operator), the MCP server card (draft SEP-2127) derived from the MCP server itself,
 * and the registry's HTTP proof of the domain.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { namespaceProblems } from './listing';
export { discoveryRoutes } from './routes';
export { registryServerJson } from './server-json';
