import { EXPERTISE_OPTIONS } from '../../../common/contracts/creator-applications';

type Expertise = (typeof EXPERTISE_OPTIONS)[number];

/** Translation keys of the 12 expertise options; the API stores the English option itself. */
const EXPERTISE_KEYS: Record<Expertise, string> = {
  'Software Development': 'softwareDevelopment',
  'Marketing & Business': 'marketingBusiness',
  'Design & Creative': 'designCreative',
  'Finance & Investment': 'financeInvestment',
  'Health & Wellness': 'healthWellness',
  'Education & Training': 'educationTraining',
  'Cooking & Nutrition': 'cookingNutrition',
  'Gardening & Agriculture': 'gardeningAgriculture',
  'Fitness & Sports': 'fitnessSports',
  'Legal & Compliance': 'legalCompliance',
  'Data Science & AI': 'dataScienceAi',
  'Project Management': 'projectManagement',
};

function isExpertise(value: string): value is Expertise {
  return (EXPERTISE_OPTIONS as readonly string[]).includes(value);
}

/** The `admin` key for an expertise, or undefined for a value outside the list (shown as stored). */
export function expertiseKey(value: string): string | undefined {
  return isExpertise(value) ? `expertise.${EXPERTISE_KEYS[value]}` : undefined;
}
