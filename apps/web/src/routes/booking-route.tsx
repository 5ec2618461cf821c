import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BookingPage } from '../features/booking/booking-page.tsx';
import { privacyKeys } from '../features/privacy/api/privacy-keys.ts';
import { BookingConsentNotice } from '../features/privacy/components/booking-consent-notice.tsx';
import { HealthConsentDialog } from '../features/privacy/components/health-consent-dialog.tsx';
import { consentPromptTexts } from '../features/privacy/texts.ts';

/**
 * /booking: quick booking, with the health-data consent asked right there when it does not stand —
 * from the notice above the form, or when the server refuses the booking for lack of it (the consent
 * may have been withdrawn in another tab since the page loaded).
 */
export function BookingRoute() {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <BookingPage
        consentNotice={<BookingConsentNotice onGive={() => setAsking(true)} />}
        onConsentRequired={() => {
          void queryClient.invalidateQueries({ queryKey: privacyKeys.consents() });
          setAsking(true);
        }}
      />
      {/* Mounted when asked, as after a sign-in: closed, its portal and dialog were part of the
          task that draws the screen (decision 034). */}
      {asking ? (
        <HealthConsentDialog
          opened
          lead={consentPromptTexts.bookingLead}
          onLater={() => setAsking(false)}
          onGranted={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
