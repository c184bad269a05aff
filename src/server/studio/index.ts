/**
 * The creator studio: a creator's packs, their sales pages, stories, covers and suggestions.
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { mediaRoutes } from './media-routes';
export { savePackStory } from './pack-story';
export { creatorProfileRoutes } from './profile-routes';
export { studioRoutes } from './routes';
