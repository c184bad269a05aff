import {
  creatorApplicationSchema,
  EXPERTISE_OPTIONS,
  type CreatorApplication,
  type CreatorApplicationInput,
} from '../../../common/contracts/creator-applications';

export type Expertise = (typeof EXPERTISE_OPTIONS)[number];

/** What the person types, as the spec names it (01 §3); sent snake_case. `yearsExperience` 0 = not chosen. */
export interface ApplicationValues {
  displayName: string;
  title: string;
  bio: string;
  yearsExperience: number;
  expertise: Expertise[];
  portfolio: string;
  motivation: string;
  knowledgePackIdeas: string;
}

export type FieldName = keyof ApplicationValues;

export const EMPTY_VALUES: ApplicationValues = {
  displayName: '',
  title: '',
  bio: '',
  yearsExperience: 0,
  expertise: [],
  portfolio: '',
  motivation: '',
  knowledgePackIdeas: '',
};

/** The wire name of each field: the server's validation issues point at these. */
export const WIRE_NAME = {
  displayName: 'display_name',
  title: 'title',
  bio: 'bio',
  yearsExperience: 'years_experience',
  expertise: 'expertise',
  portfolio: 'portfolio',
  motivation: 'motivation',
  knowledgePackIdeas: 'knowledge_pack_ideas',
} as const satisfies Record<FieldName, keyof CreatorApplicationInput>;

export const STEPS = [
  { key: 'basic', fields: ['displayName', 'title', 'bio', 'yearsExperience'] },
  { key: 'expertise', fields: ['expertise', 'portfolio'] },
  { key: 'motivation', fields: ['motivation', 'knowledgePackIdeas'] },
] as const satisfies readonly { key: string; fields: readonly FieldName[] }[];

export type StepIndex = 0 | 1 | 2;

function isExpertise(value: string): value is Expertise {
  return (EXPERTISE_OPTIONS as readonly string[]).includes(value);
}

/** The snake_case body, before validation. Expertise keeps the order of the list, whatever the click order. */
export function toWire(values: ApplicationValues) {
  return {
    display_name: values.displayName,
    title: values.title,
    bio: values.bio,
    expertise: EXPERTISE_OPTIONS.filter((option) => values.expertise.includes(option)),
    years_experience: values.yearsExperience,
    portfolio: values.portfolio.trim(),
    motivation: values.motivation,
    knowledge_pack_ideas: values.knowledgePackIdeas,
  };
}

/** The schema's verdict on one field: its first issue's message, or undefined when the value is acceptable. */
export function fieldIssue(values: ApplicationValues, field: FieldName): string | undefined {
  const wireName = WIRE_NAME[field];
  const result = creatorApplicationSchema.shape[wireName].safeParse(toWire(values)[wireName]);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A step may be left forward when the same schema the server uses accepts all of its fields. */
export function isStepValid(values: ApplicationValues, step: StepIndex): boolean {
  return STEPS[step].fields.every((field) => fieldIssue(values, field) === undefined);
}

/** The body to send (trimmed by the schema), or null while anything is missing or invalid. */
export function toPayload(values: ApplicationValues): CreatorApplicationInput | null {
  const result = creatorApplicationSchema.safeParse(toWire(values));
  return result.success ? result.data : null;
}

/** The field a server issue path points at (`['display_name']` → displayName). */
export function fieldOfWireName(wireName: unknown): FieldName | undefined {
  const entry = Object.entries(WIRE_NAME).find(([, wire]) => wire === wireName);
  return entry?.[0] as FieldName | undefined;
}

export function stepOfField(field: FieldName): StepIndex {
  const index = STEPS.findIndex((step) => (step.fields as readonly FieldName[]).includes(field));
  return (index < 0 ? 0 : index) as StepIndex;
}

/** A previous application's answers, to start a new one from after a rejection. */
export function valuesFromApplication(application: CreatorApplication): ApplicationValues {
  return {
    displayName: application.display_name,
    title: application.title,
    bio: application.bio,
    yearsExperience: application.years_experience,
    expertise: application.expertise.filter(isExpertise),
    portfolio: application.portfolio ?? '',
    motivation: application.motivation,
    knowledgePackIdeas: application.knowledge_pack_ideas,
  };
}
