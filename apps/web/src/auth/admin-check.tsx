import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { apiCall } from '../api/client.ts';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../paths.ts';
import { useAuth } from './auth-context.tsx';
import type { ReturnState } from './guards.tsx';
import { authTexts } from './texts.ts';

// Loaded lazily by AdminRoute (guards.tsx) behind the admin spinner, so the query machinery it needs
// stays out of the first load of /login.

export const adminMeQueryKey = ['auth', 'admin-me'] as const;

/** The admin check itself: see AdminRoute. */
export function AdminCheck() {
  const { status } = useAuth();
  const location = useLocation();
  const adminMe = useQuery({
    queryKey: adminMeQueryKey,
    queryFn: () => apiCall('getCurrentAdmin'),
    enabled: status === 'signed-in',
    retry: false,
    staleTime: 60_000,
  });
  if (status === 'checking' || (status === 'signed-in' && adminMe.isPending)) {
    return <PageLoader label={authTexts.checkingAdmin} />;
  }
  if (status === 'signed-out' || adminMe.isError || adminMe.data?.user.role !== 'admin') {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to={paths.admin.login.href()} replace state={state} />;
  }
  return <Outlet />;
}
