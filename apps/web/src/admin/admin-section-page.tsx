import { ComingSoonPage } from '../components/coming-soon-page.tsx';
import { type AdminSection, paths } from '../paths.ts';
import { adminTexts } from './texts.ts';

/**
 * An admin screen that is not built yet: its title and the shared "being prepared" page. Lives in the
 * admin chunk, so even the section names stay out of what a customer downloads.
 */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  return <ComingSoonPage title={adminTexts[section]} backTo={paths.admin.dashboard.href()} />;
}
