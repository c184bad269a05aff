import { z } from 'zod';

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

const required = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);

/**
 * The application as sent (spec 01 §3, snake_case). The wizard validates each step with the same rules, and the
 * server validates the whole; unknown fields are refused.
 */
export const creatorApplicationSchema = z
  .object({
    display_name: required(APPLICATION_LIMITS.displayName),
    title: required(APPLICATION_LIMITS.title),
    bio: required(APPLICATION_LIMITS.bio),
    expertise: z
      .array(z.enum(EXPERTISE_OPTIONS, { error: 'Unknown expertise' }))
      .min(1, 'Choose at least one')
      .max(EXPERTISE_OPTIONS.length)
      .refine((list) => new Set(list).size === list.length, { message: 'Each expertise only once' }),
    years_experience: z
      .number({ error: 'Choose your years of experience' })
      .int()
      .min(APPLICATION_LIMITS.yearsMin, 'Choose your years of experience')
      .max(APPLICATION_LIMITS.yearsMax),
    portfolio: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Must be a URL (https://…)' })])
      .optional()
      .refine((v) => v === undefined || v.length <= APPLICATION_LIMITS.portfolio, {
        message: `At most ${APPLICATION_LIMITS.portfolio} characters`,
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
