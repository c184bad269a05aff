import type { PackStory } from '../../common/contracts/story';
import data from './demo-stories.json';

/**
 * What some demo creators wrote in the studio (demo-stories.json): sample questions (the sales page's
 * try-before-you-buy asks them), stories (the Story tab) and headlines. Fictional, like the creators; the seed
 * writes them through the studio's own services, which check them as they would a creator's.
 */
export const DEMO_SAMPLE_QUESTIONS: Record<string, string[]> = data.sampleQuestions;
export const DEMO_STORIES: Record<string, PackStory> = data.stories;
export const DEMO_HEADLINES: Record<string, string> = data.headlines;
