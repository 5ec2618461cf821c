import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthProvider } from './auth/auth-context.tsx';
import { AdminRoute, UserRoute, VisitorOnlyRoute } from './auth/guards.tsx';
import { authTexts } from './auth/texts.ts';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { paths } from './paths.ts';

// /login is in the first chunk; every other screen loads when first visited, and admin code is its
// own chunk, so a customer never downloads it (bench budget: /login ≤ 150 KB of JavaScript gzipped).
const AdminLayout = lazy(() => import('./admin/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })));
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
const BookingRoute = lazy(() =>
  import('./routes/booking-route.tsx').then((module) => ({ default: module.BookingRoute })),
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
const AdminPaymentCreatePage = lazy(() =>
  import('./admin/payments/payment-create-page.tsx').then((module) => ({ default: module.PaymentCreatePage })),
);
const AdminPaymentViewPage = lazy(() =>
  import('./admin/payments/payment-view-page.tsx').then((module) => ({ default: module.PaymentViewPage })),
);
const AdminExcelUploadPage = lazy(() =>
  import('./admin/excel-upload/excel-upload-page.tsx').then((module) => ({ default: module.ExcelUploadPage })),
);
const VerifyPage = lazy(() =>
  import('./features/verify/verify-page.tsx').then((module) => ({ default: module.VerifyPage })),
);
const AdminExaminationResultsPage = lazy(() =>
  import('./admin/examination-results/examination-results-page.tsx').then((module) => ({
    default: module.ExaminationResultsPage,
  })),
);
const AdminCertificatesPage = lazy(() =>
  import('./admin/certificates/certificates-list-page.tsx').then((module) => ({
    default: module.CertificatesListPage,
  })),
);
const AdminCertificateViewPage = lazy(() =>
  import('./admin/certificates/certificate-view-page.tsx').then((module) => ({ default: module.CertificateViewPage })),
);
const AdminDashboardPage = lazy(() =>
  import('./admin/dashboard/dashboard-page.tsx').then((module) => ({ default: module.AdminDashboardPage })),
);
const AdminCalendarPage = lazy(() =>
  import('./admin/calendar/calendar-page.tsx').then((module) => ({ default: module.CalendarPage })),
);
const AdminDataRequestsPage = lazy(() =>
  import('./admin/data-requests/data-requests-page.tsx').then((module) => ({ default: module.DataRequestsPage })),
);
const AdminBannersPage = lazy(() =>
  import('./admin/banners/banners-page.tsx').then((module) => ({ default: module.BannersPage })),
);
const AdminReportsPage = lazy(() =>
  import('./admin/reports/reports-page.tsx').then((module) => ({ default: module.ReportsPage })),
);
const AdminUsersPage = lazy(() =>
  import('./admin/users/users-list-page.tsx').then((module) => ({ default: module.UsersListPage })),
);
const AdminUserViewPage = lazy(() =>
  import('./admin/users/user-view-page.tsx').then((module) => ({ default: module.UserViewPage })),
);
const AdminUserEditPage = lazy(() =>
  import('./admin/users/user-edit-page.tsx').then((module) => ({ default: module.UserEditPage })),
);
const AdminAuditLogPage = lazy(() =>
  import('./admin/audit-log/audit-log-page.tsx').then((module) => ({ default: module.AuditLogPage })),
);
const loading = <PageLoader label={authTexts.loading} />;

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
      // Public: anyone holding a certificate checks it here, signed in or not.
      { path: paths.verify.path, element: <VerifyPage /> },
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
              { path: paths.booking.path, element: <BookingRoute /> },
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
              { path: paths.admin.dashboard.path, element: <AdminDashboardPage /> },
              { path: paths.admin.bookings.path, element: <AdminBookingsPage /> },
              { path: paths.admin.bookingCreate.path, element: <AdminBookingCreatePage /> },
              { path: paths.admin.bookingView.path, element: <AdminBookingViewPage /> },
              { path: paths.admin.bookingEdit.path, element: <AdminBookingEditPage /> },
              { path: paths.admin.payments.path, element: <AdminPaymentsPage /> },
              { path: paths.admin.paymentCreate.path, element: <AdminPaymentCreatePage /> },
              { path: paths.admin.paymentView.path, element: <AdminPaymentViewPage /> },
              { path: paths.admin.certificates.path, element: <AdminCertificatesPage /> },
              { path: paths.admin.certificateView.path, element: <AdminCertificateViewPage /> },
              { path: paths.admin.examinationResults.path, element: <AdminExaminationResultsPage /> },
              { path: paths.admin.excelUpload.path, element: <AdminExcelUploadPage /> },
              { path: paths.admin.banners.path, element: <AdminBannersPage /> },
              { path: paths.admin.clinics.path, element: <AdminClinicsPage /> },
              { path: paths.admin.users.path, element: <AdminUsersPage /> },
              { path: paths.admin.userView.path, element: <AdminUserViewPage /> },
              { path: paths.admin.userEdit.path, element: <AdminUserEditPage /> },
              { path: paths.admin.auditLog.path, element: <AdminAuditLogPage /> },
              { path: paths.admin.reports.path, element: <AdminReportsPage /> },
              { path: paths.admin.calendar.path, element: <AdminCalendarPage /> },
              { path: paths.admin.dataRequests.path, element: <AdminDataRequestsPage /> },
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
