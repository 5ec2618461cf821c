import type { ConsentState, MyConsents, User } from '@jongdee/contracts';
import { REQUIRED_CONSENT_PURPOSE } from '@jongdee/contracts/labels';

/** Where the consent needed to book (health data) stands, or undefined while it is not known. */
export function healthConsentOf(consents: MyConsents | undefined): ConsentState | undefined {
  return consents?.purposes.find((state) => state.purpose === REQUIRED_CONSENT_PURPOSE);
}

/** May this person's consents be asked for yet? Not before a temporary password is replaced (the API refuses it). */
export function canReadConsents(user: User | null): user is User {
  return user !== null && user.role === 'user' && !user.mustChangePassword;
}

/**
 * Ask for health-data consent right after this sign-in? Only a customer who has never answered
 * (`not_given`: an account staff opened over the phone). A withdrawal is a decision, not a gap: it is
 * respected, and only the booking page mentions it, where it matters. Once per sign-in, after the
 * temporary password is replaced.
 */
export function shouldAskAfterSignIn(
  user: User | null,
  freshSignIn: boolean,
  health: ConsentState | undefined,
): boolean {
  return freshSignIn && canReadConsents(user) && health?.status === 'not_given';
}
