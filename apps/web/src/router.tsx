import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { AdminRoute, UserRoute, VisitorOnlyRoute } from './auth/guards.tsx';
import { authTexts } from './auth/texts.ts';
import { ComingSoonPage } from './components/coming-soon-page.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { layoutTexts } from './components/texts.ts';
import { LoginPage } from './features/auth/login-page.tsx';
import { type AdminSection, paths } from './paths.ts';

// /login is in the first chunk; every other screen loads when first visited, and admin code is its
// own chunk, so a customer never downloads it (bench budget: /login ≤ 150 KB of JavaScript gzipped).
const AdminLayout = lazy(() => import('./admin/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })));
const AdminSectionPage = lazy(() =>
  import('./admin/admin-section-page.tsx').then((module) => ({ default: module.AdminSectionPage })),
);
const AdminLoginPage = lazy(() =>
  import('./features/auth/admin-login-page.tsx').then((module) => ({ default: module.AdminLoginPage })),
);
const RegisterPage = lazy(() =>
  import('./features/auth/register-page.tsx').then((module) => ({ default: module.RegisterPage })),
);
const UserLayout = lazy(() =>
  import('./components/user-layout.tsx').then((module) => ({ default: module.UserLayout })),
);
const DashboardPage = lazy(() =>
  import('./features/dashboard/dashboard-page.tsx').then((module) => ({ default: module.DashboardPage })),
);
const ProfilePage = lazy(() =>
  import('./features/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('./features/profile/change-password-page.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);

const loading = <PageLoader label={authTexts.loading} />;

const userSoon = (title: string) => <ComingSoonPage title={title} backTo={paths.home.href()} />;
const admin = (section: AdminSection): RouteObject => ({
  path: paths.admin[section].path,
  element: <AdminSectionPage section={section} />,
});

export const routes: RouteObject[] = [
  {
    // No errorElement anywhere: a render error shows React Router's default "Unexpected Application Error!" page.
    element: (
      <AuthProvider>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </AuthProvider>
    ),
    children: [
      {
        element: <VisitorOnlyRoute />,
        children: [
          { path: paths.login.path, element: <LoginPage /> },
          { path: paths.register.path, element: <RegisterPage /> },
        ],
      },
      { path: paths.admin.login.path, element: <AdminLoginPage /> },
      {
        element: <UserRoute />,
        children: [
          {
            element: (
              <Suspense fallback={loading}>
                <UserLayout />
              </Suspense>
            ),
            children: [
              { path: paths.home.path, element: <DashboardPage /> },
              { path: paths.booking.path, element: userSoon(layoutTexts.booking) },
              { path: paths.bookingDetail.path, element: userSoon(layoutTexts.bookingDetail) },
              { path: paths.profile.path, element: <ProfilePage /> },
              { path: paths.changePassword.path, element: <ChangePasswordPage /> },
              { path: paths.notifications.path, element: userSoon(layoutTexts.notifications) },
              { path: paths.payment.path, element: userSoon(layoutTexts.payment) },
              { path: paths.payments.path, element: userSoon(layoutTexts.payments) },
            ],
          },
        ],
      },
      {
        element: <AdminRoute />,
        children: [
          {
            element: (
              <Suspense fallback={loading}>
                <AdminLayout />
              </Suspense>
            ),
            children: [
              admin('dashboard'),
              admin('bookings'),
              admin('bookingCreate'),
              admin('bookingView'),
              admin('bookingEdit'),
              admin('payments'),
              admin('paymentCreate'),
              admin('paymentView'),
              admin('certificates'),
              admin('certificateView'),
              admin('examinationResults'),
              admin('excelUpload'),
              admin('banners'),
              admin('clinics'),
              admin('users'),
              admin('userView'),
              admin('userEdit'),
              admin('reports'),
              admin('calendar'),
            ],
          },
        ],
      },
      ...paths.redirectedHome.map((path) => ({ path, element: <Navigate to={paths.home.href()} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
