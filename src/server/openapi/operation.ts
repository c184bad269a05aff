// The shape of a documented endpoint lives with the routes that declare it (http/endpoint.ts); the legacy
// `*-operations.ts` lists, not converted yet, still import it from here.
export { ACCESS_LEVELS, TAGS, operationId, type Access, type Operation, type Tag } from '../http/endpoint';
