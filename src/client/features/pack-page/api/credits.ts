import { CHECKOUT_REFUSALS } from '../../../../common/contracts/refusals';
import { refusalIn } from '../../../lib/api';

/** The checkout's refusals that can meet a lone credits line (the others are about carts and bundles). */
const CREDITS_REFUSALS = ['unknown', 'paused', 'own', 'owned', 'free', 'notMetered'] as const;
export type CreditsRefusal = (typeof CREDITS_REFUSALS)[number];

/** Why checkout refused the credits, when it said so in one of the shared sentences. */
export function creditsRefusal(error: unknown): CreditsRefusal | undefined {
  return refusalIn(error, CHECKOUT_REFUSALS, CREDITS_REFUSALS);
}
