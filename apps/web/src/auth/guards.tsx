import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../paths.ts';
import { useAuth } from './auth-context.tsx';
import { authTexts } from './texts.ts';

/** Router state of a redirect to a sign-in screen: where the person was going. */
export type ReturnState = { from?: string } | null;

export function returnPath(state: unknown): string | undefined {
  const from = (state as ReturnState)?.from;
  // Only a path inside this app (never "//elsewhere.example").
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * /login and /register are for visitors. Someone already signed in who opens them goes to / (the
 * seed). Someone who signs in here moves on from here too: back to the page that sent them to sign
 * in, else an admin to /admin and a customer to /.
 */
export function VisitorOnlyRoute() {
  const { status, user } = useAuth();
  const location = useLocation();
  // Stored from earlier renders (React's pattern for it): was the form shown to a signed-out visitor?
  const [shownToVisitor, setShownToVisitor] = useState(status === 'signed-out');
  if (status === 'signed-out' && !shownToVisitor) setShownToVisitor(true);

  if (status === 'checking') return <PageLoader label={authTexts.checking} />;
  if (status === 'signed-in') {
    const home = shownToVisitor && user?.role === 'admin' ? paths.admin.dashboard.href() : paths.home.href();
    return <Navigate to={returnPath(location.state) ?? home} replace />;
  }
  return <Outlet />;
}

/**
 * Pages for any signed-in person; others go to /login and come back after signing in. Someone still
 * holding a temporary password from staff is kept on /change-password until they replace it (the
 * API refuses everything else to them too).
 */
export function UserRoute() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <PageLoader label={authTexts.checking} />;
  if (status === 'signed-out') {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to={paths.login.href()} replace state={state} />;
  }
  if (user?.mustChangePassword && location.pathname !== paths.changePassword.path) {
    return <Navigate to={paths.changePassword.href()} replace />;
  }
  return <Outlet />;
}

const AdminCheck = lazy(() => import('./admin-check.tsx').then((module) => ({ default: module.AdminCheck })));

/**
 * Admin pages pass only when the admin me call succeeds with role admin (the seed's rule), asked of
 * the server rather than read from the session user. Anyone else goes to /admin/login, which returns
 * them here after an admin signs in.
 */
export function AdminRoute() {
  return (
    <Suspense fallback={<PageLoader label={authTexts.checkingAdmin} />}>
      <AdminCheck />
    </Suspense>
  );
}
