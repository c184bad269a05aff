/**
 * Reading a pack: the gated search service (entitlements checked, credits spent, queries recorded) and grounded
 * answers with citations (a language model, or extractive without one).
 *
 * This file is the feature's face: other features and the app's composition import from it, never from the
 * files behind it (`npm run lint:layers` holds that).
 */
export { createAnswerService, type AnswerService } from './answer-service';
export { createAnthropicModel } from './anthropic';
export { judgeCoverage, type Coverage } from './coverage';
export { extractiveVerdict, type AnswerVerdict } from './verdict';
export { type LanguageModel } from './model';
export { escapeXml } from './prompt';
export { answerRoutes } from './routes';
export { searchRoutes } from './search-routes';
export { createSearchService, type SearchService } from './search-service';
export { createSystemPrompts, type SystemPromptStore } from './system-prompts';
