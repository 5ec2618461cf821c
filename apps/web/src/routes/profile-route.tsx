import { MyDataSection } from '../features/privacy/components/my-data-section.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';

/** /profile: the profile form, with the person's consents and data requests beside it. */
export function ProfileRoute() {
  return <ProfilePage privacySection={<MyDataSection />} />;
}
