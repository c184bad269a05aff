import { AVATAR_URL_MAX_LENGTH, emailSchema, FULL_NAME_MAX_LENGTH } from '../../common/contracts/auth';
import { withoutHiddenCharacters } from '../../common/text';
import { SignInError } from './sign-in-error';

/** Who the provider says signed in, checked like any other input. */
export interface IdentityClaims {
  issuer: string;
  subject: string;
  /** Lower case, and a valid address by the same rules as everywhere else. */
  email: string;
  /** Only an explicit `email_verified: true` counts; a missing claim is false. */
  emailVerified: boolean;
  /** Without control characters, at most FULL_NAME_MAX_LENGTH; null when the provider gave nothing usable. */
  name: string | null;
  /** An https: address, or null: anything else is dropped. */
  picture: string | null;
}

// Control characters (C0, C1), unpaired surrogates, line and paragraph separators, and the bidirectional
// overrides and isolates that can make a name display as something it is not.
const UNSAFE = '[\\p{Cc}\\p{Cs}\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]';
const UNSAFE_ANYWHERE = new RegExp(UNSAFE, 'gu');
const HAS_UNSAFE = new RegExp(UNSAFE, 'u');
/** OpenID Connect Core §2: a subject is at most 255 ASCII characters. */
const SUBJECT_MAX_LENGTH = 255;

/**
 * The identity in an ID token's claims (already verified: signature, issuer, audience, nonce). A provider is an
 * outside party, so its claims are validated as user input: an unusable subject or e-mail refuses the sign-in;
 * an unusable name or picture is cleaned or dropped.
 */
export function identityFromClaims(claims: Record<string, unknown> & { iss: string }): IdentityClaims {
  const { sub } = claims;
  if (typeof sub !== 'string' || !sub || sub.length > SUBJECT_MAX_LENGTH || HAS_UNSAFE.test(sub)) {
    throw new SignInError('The sign-in provider sent an identity Kenja cannot use');
  }
  if (typeof claims.email !== 'string' || !claims.email) {
    throw new SignInError('The sign-in provider did not share an e-mail address');
  }
  const email = emailSchema.safeParse(claims.email.toLowerCase());
  if (!email.success) throw new SignInError('The sign-in provider shared an e-mail address Kenja cannot use');
  return {
    issuer: claims.iss,
    subject: sub,
    email: email.data,
    emailVerified: claims.email_verified === true,
    name: cleanName(claims.name),
    picture: httpsPicture(claims.picture),
  };
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = withoutHiddenCharacters(value).replace(UNSAFE_ANYWHERE, ' ').replace(/\s+/g, ' ').trim();
  return truncate(cleaned, FULL_NAME_MAX_LENGTH).trim() || null;
}

/** At most `max` UTF-16 units (what zod's .max() counts), never cutting a character in half. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

function httpsPicture(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > AVATAR_URL_MAX_LENGTH || HAS_UNSAFE.test(value))
    return null;
  return URL.canParse(value) && new URL(value).protocol === 'https:' ? value : null;
}
