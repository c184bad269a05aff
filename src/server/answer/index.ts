/**
 * Grounded answers with citations (a language model, or extractive without one), over passages read through the
 * one door (`reading/`).
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
export { createSystemPrompts, type SystemPromptStore } from './system-prompts';
