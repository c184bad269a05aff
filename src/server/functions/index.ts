/**
 * The spec's function endpoints (/functions/v1/*), thin mappings onto the engine and answers.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { functionRoutes } from './routes';
