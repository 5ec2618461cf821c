import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { LatestNotifications } from '../features/notifications/components/latest-notifications.tsx';

/** "/": the dashboard, with the latest notifications (the same query as the header bell). */
export function HomeRoute() {
  return <DashboardPage latestNotifications={<LatestNotifications />} />;
}
