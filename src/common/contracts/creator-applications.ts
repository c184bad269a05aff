import { z } from 'zod';
import { withoutHiddenCharacters } from '../text';

/** The 12 expertise options of the creator application (spec 01 §3). Ids are what the API stores. */
export const EXPERTISE_OPTIONS = [
  'Software Development',
  'Marketing & Business',
  'Design & Creative',
  'Finance & Investment',
  'Health & Wellness',
  'Education & Training',
  'Cooking & Nutrition',
  'Gardening & Agriculture',
  'Fitness & Sports',
  'Legal & Compliance',
  'Data Science & AI',
  'Project Management',
] as const;

export const APPLICATION_LIMITS = {
  displayName: 80,
  title: 120,
  bio: 2000,
  portfolio: 500,
  motivation: 2000,
  knowledgePackIdeas: 2000,
  yearsMin: 1,
  /** The last option of the select, "30年以上" (30 or more). */
  yearsMax: 30,
} as const;

/**
 * The messages validation answers with. The server sends them in `issues`; the wizard shows each in the page's
 * language by looking it up here, so a reworded message cannot silently lose its translation.
 */
export const APPLICATION_MESSAGES = {
  required: 'Required',
  url: 'Must be a URL (https://…)',
  chooseExpertise: 'Choose at least one',
  unknownExpertise: 'Unknown expertise',
  duplicateExpertise: 'Each expertise only once',
  chooseYears: 'Choose your years of experience',
} as const;

export const tooLongMessage = (max: number) => `At most ${max} characters`;

/** Why an application is refused with 409. */
export const APPLICATION_CONFLICTS = {
  alreadyReviewing: 'Your application is already being reviewed',
  alreadyCreator: 'You already have creator privileges',
} as const;

const required = (max: number) =>
  z.string().trim().min(1, APPLICATION_MESSAGES.required).max(max, tooLongMessage(max));

/**
 * The application as sent (spec 01 §3, snake_case). The wizard validates each step with the same rules, and the
 * server validates the whole; unknown fields are refused.
 */
export const creatorApplicationSchema = z
  .object({
    display_name: z
      .string()
      .transform(withoutHiddenCharacters)
      .pipe(required(APPLICATION_LIMITS.displayName)),
    title: z.string().transform(withoutHiddenCharacters).pipe(required(APPLICATION_LIMITS.title)),
    bio: required(APPLICATION_LIMITS.bio),
    expertise: z
      .array(z.enum(EXPERTISE_OPTIONS, { error: APPLICATION_MESSAGES.unknownExpertise }))
      .min(1, APPLICATION_MESSAGES.chooseExpertise)
      .max(EXPERTISE_OPTIONS.length)
      .refine((list) => new Set(list).size === list.length, {
        message: APPLICATION_MESSAGES.duplicateExpertise,
      }),
    years_experience: z
      .number({ error: APPLICATION_MESSAGES.chooseYears })
      .int()
      .min(APPLICATION_LIMITS.yearsMin, APPLICATION_MESSAGES.chooseYears)
      .max(APPLICATION_LIMITS.yearsMax),
    portfolio: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: APPLICATION_MESSAGES.url })])
      .optional()
      .refine((v) => v === undefined || v.length <= APPLICATION_LIMITS.portfolio, {
        message: tooLongMessage(APPLICATION_LIMITS.portfolio),
      }),
    motivation: required(APPLICATION_LIMITS.motivation),
    knowledge_pack_ideas: required(APPLICATION_LIMITS.knowledgePackIdeas),
  })
  .strict();

export type CreatorApplicationInput = z.infer<typeof creatorApplicationSchema>;

/** The spec-compatible RPC body: `POST /rest/v1/rpc/apply_for_creator_status`. */
export const applyRpcSchema = z.object({ application_data: creatorApplicationSchema }).strict();

export const rejectApplicationSchema = z
  .object({ reason: z.string().trim().min(1, 'Required').max(1000) })
  .strict();

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface CreatorApplication {
  id: string;
  user_id: string;
  display_name: string;
  title: string;
  bio: string;
  expertise: string[];
  years_experience: number;
  portfolio: string | null;
  motivation: string;
  knowledge_pack_ideas: string;
  status: ApplicationStatus;
  rejection_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

/** An application as admins list it: with who sent it. */
export interface AdminApplicationRow extends CreatorApplication {
  applicant: { email: string; full_name: string | null };
}
