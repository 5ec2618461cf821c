import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { AdminRoute, UserRoute, VisitorOnlyRoute } from './auth/guards.tsx';
import { authTexts } from './auth/texts.ts';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoader } from './components/page-loader.tsx';
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
const UserLayout = lazy(() => import('./routes/user-layout.tsx').then((module) => ({ default: module.UserLayout })));
const HomeRoute = lazy(() => import('./routes/home-route.tsx').then((module) => ({ default: module.HomeRoute })));
const ProfilePage = lazy(() =>
  import('./features/profile/profile-page.tsx').then((module) => ({ default: module.ProfilePage })),
);
const ChangePasswordPage = lazy(() =>
  import('./features/profile/change-password-page.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);
const BookingPage = lazy(() =>
  import('./features/booking/booking-page.tsx').then((module) => ({ default: module.BookingPage })),
);
const BookingDetailPage = lazy(() =>
  import('./features/booking/booking-detail-page.tsx').then((module) => ({ default: module.BookingDetailPage })),
);
const AdminClinicsPage = lazy(() =>
  import('./admin/clinics/clinics-page.tsx').then((module) => ({ default: module.ClinicsPage })),
);
const NotificationsPage = lazy(() =>
  import('./features/notifications/notifications-page.tsx').then((module) => ({ default: module.NotificationsPage })),
);

const AdminBookingsPage = lazy(() =>
  import('./admin/bookings/bookings-list-page.tsx').then((module) => ({ default: module.BookingsListPage })),
);
const AdminBookingCreatePage = lazy(() =>
  import('./admin/bookings/booking-create-page.tsx').then((module) => ({ default: module.BookingCreatePage })),
);
const AdminBookingViewPage = lazy(() =>
  import('./admin/bookings/booking-view-page.tsx').then((module) => ({ default: module.BookingViewPage })),
);
const AdminBookingEditPage = lazy(() =>
  import('./admin/bookings/booking-edit-page.tsx').then((module) => ({ default: module.BookingEditPage })),
);
const PaymentPage = lazy(() =>
  import('./features/payments/payment-page.tsx').then((module) => ({ default: module.PaymentPage })),
);
const PaymentsPage = lazy(() =>
  import('./features/payments/payments-page.tsx').then((module) => ({ default: module.PaymentsPage })),
);
const AdminPaymentsPage = lazy(() =>
  import('./admin/payments/payments-list-page.tsx').then((module) => ({ default: module.PaymentsListPage })),
);
const AdminPaymentViewPage = lazy(() =>
  import('./admin/payments/payment-view-page.tsx').then((module) => ({ default: module.PaymentViewPage })),
);
const loading = <PageLoader label={authTexts.loading} />;

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
              { path: paths.home.path, element: <HomeRoute /> },
              { path: paths.booking.path, element: <BookingPage /> },
              { path: paths.bookingDetail.path, element: <BookingDetailPage /> },
              { path: paths.profile.path, element: <ProfilePage /> },
              { path: paths.changePassword.path, element: <ChangePasswordPage /> },
              { path: paths.notifications.path, element: <NotificationsPage /> },
              { path: paths.payment.path, element: <PaymentPage /> },
              { path: paths.payments.path, element: <PaymentsPage /> },
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
              { path: paths.admin.bookings.path, element: <AdminBookingsPage /> },
              { path: paths.admin.bookingCreate.path, element: <AdminBookingCreatePage /> },
              { path: paths.admin.bookingView.path, element: <AdminBookingViewPage /> },
              { path: paths.admin.bookingEdit.path, element: <AdminBookingEditPage /> },
              { path: paths.admin.payments.path, element: <AdminPaymentsPage /> },
              admin('paymentCreate'),
              { path: paths.admin.paymentView.path, element: <AdminPaymentViewPage /> },
              admin('certificates'),
              admin('certificateView'),
              admin('examinationResults'),
              admin('excelUpload'),
              admin('banners'),
              { path: paths.admin.clinics.path, element: <AdminClinicsPage /> },
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
