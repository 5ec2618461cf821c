import { useDisclosure } from '@mantine/hooks';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { HealthConsentStatement } from '../features/privacy/components/health-consent-statement.tsx';
import { PrivacyNoticeModal } from '../features/privacy/privacy-notice-modal.tsx';

/** /register: the registration form, whose consent box states the health-data consent and opens the privacy notice. */
export function RegisterRoute() {
  const [noticeOpen, notice] = useDisclosure(false);
  return (
    <>
      <RegisterPage consentStatement={<HealthConsentStatement onReadNotice={notice.open} />} />
      <PrivacyNoticeModal opened={noticeOpen} onClose={notice.close} />
    </>
  );
}
