import { Anchor } from '@mantine/core';
import { privacyTexts as texts } from '../texts.ts';

/**
 * What the person agrees to with the health-data consent, with the link that opens the privacy notice
 * (as the label of the registration form's consent box; routes/register-route.tsx puts them together).
 */
export function HealthConsentStatement({ onReadNotice }: { onReadNotice: () => void }) {
  return (
    <>
      {texts.healthConsentStatement}{' '}
      <Anchor component="button" type="button" fz="sm" onClick={onReadNotice}>
        {texts.noticeLink}
      </Anchor>
    </>
  );
}
