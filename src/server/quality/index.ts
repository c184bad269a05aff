/**
 * Each pack's answer quality, measured on every new edition (issue 24): test questions drawn from its passages and
 * its sample questions, answered by the engine, and off-topic ones it should refuse. Buyers see the summary (the
 * pack row's `quality`), creators the report with every failed question.
 *
 * This file is the feature's face (`npm run lint:layers`).
 */
export {
  enqueueQualityMeasurement,
  enqueueQualityMeasurements,
  measureQualityHandler,
  readQualityReport,
} from './job';
export { engineQuestionCheck } from './question-check';
export {
  answeredQuestions,
  distinctHeadings,
  questionCandidates,
  type QuestionCheck,
} from './sample-questions';
