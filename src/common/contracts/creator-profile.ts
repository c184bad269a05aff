import { z } from 'zod';
import { isSingleLine, withoutHiddenCharacters } from '../text';
import { APPLICATION_LIMITS, APPLICATION_MESSAGES, tooLongMessage } from './creator-applications';

/**
 * A creator's public profile (issue 25): the name, title and bio buyers see with their packs. Approval copies them
 * from the application (spec 01 §3 displayName, title, bio: "how buyers will get to know you"); the creator edits
 * them at /creator/profile. The title is the sales page's creator title (spec 02 §3 Product creator.title).
 */
export const CREATOR_PROFILE_LIMITS = {
  displayName: APPLICATION_LIMITS.displayName,
  title: APPLICATION_LIMITS.title,
  bio: APPLICATION_LIMITS.bio,
} as const;

export const CREATOR_PROFILE_MESSAGES = {
  required: APPLICATION_MESSAGES.required,
  oneLine: 'Keep it on one line',
} as const;

const oneLine = (max: number) =>
  z
    .string()
    .transform(withoutHiddenCharacters)
    .pipe(z.string().trim().max(max, tooLongMessage(max)))
    .refine(isSingleLine, CREATOR_PROFILE_MESSAGES.oneLine);

/** `PUT /api/creator/profile`: the name is required; an empty title or bio is none. Unknown fields are refused. */
export const creatorProfileSchema = z
  .object({
    display_name: oneLine(CREATOR_PROFILE_LIMITS.displayName).refine(
      (name) => name.length > 0,
      CREATOR_PROFILE_MESSAGES.required,
    ),
    title: oneLine(CREATOR_PROFILE_LIMITS.title),
    bio: z.string().trim().max(CREATOR_PROFILE_LIMITS.bio, tooLongMessage(CREATOR_PROFILE_LIMITS.bio)),
  })
  .strict();

export type CreatorProfileInput = z.input<typeof creatorProfileSchema>;

/** The profile as the creator edits it and buyers see it; empty strings where there is no title or bio. */
export const creatorProfileResponseSchema = z.object({
  profile: z.object({ display_name: z.string(), title: z.string(), bio: z.string() }),
});
export type CreatorProfile = z.infer<typeof creatorProfileResponseSchema>['profile'];
