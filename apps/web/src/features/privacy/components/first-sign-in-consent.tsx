import { useAuth } from '../../../auth/auth-context.tsx';
import { useConsents } from '../api/get-consents.ts';
import { canReadConsents, healthConsentOf, shouldAskAfterSignIn } from '../health-consent.ts';
import { consentPromptTexts as texts } from '../texts.ts';
import { HealthConsentDialog } from './health-consent-dialog.tsx';

/**
 * Right after a customer signs in (and has replaced a temporary password), asks once for the
 * health-data consent if it was never answered. Either answer ends the prompt for this sign-in; the
 * page the person was going to stays underneath. Mounted by the customer layout.
 */
export function FirstSignInConsent() {
  const { user, freshSignIn, endFreshSignIn } = useAuth();
  const consents = useConsents({ enabled: freshSignIn && canReadConsents(user) });
  const ask = shouldAskAfterSignIn(user, freshSignIn, healthConsentOf(consents.data));
  if (!ask || !user) return null;
  return (
    <HealthConsentDialog
      opened
      lead={texts.welcomeLead(user.firstName)}
      onLater={endFreshSignIn}
      onGranted={endFreshSignIn}
    />
  );
}
