import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { FIRST_SCREEN_FRESH_MS } from './api/early-requests.ts';
import { AuthProvider, restoreSessionQueryOptions } from './auth/auth-context.tsx';
import { AdminRoute, UserRoute, VisitorOnlyRoute } from './auth/guards.tsx';
import { authTexts } from './auth/texts.ts';
import { NotFoundPage } from './components/not-found-page.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { clinicsQueryOptions } from './features/booking/api/get-clinics.ts';
import { servicesQueryOptions } from './features/booking/api/get-services.ts';
import { bookingStatsQueryOptions } from './features/dashboard/api/get-booking-stats.ts';
import { liveBannersQueryOptions } from './features/dashboard/api/get-live-banners.ts';
import { myBookingsQueryOptions } from './features/dashboard/api/get-my-bookings.ts';
import { readMyBookingsState } from './features/dashboard/my-bookings-state.ts';
import { LATEST_FILTERS, notificationsQueryOptions } from './features/notifications/api/get-notifications.ts';
import { unreadCountQueryOptions } from './features/notifications/api/get-unread-count.ts';
import { consentsQueryOptions } from './features/privacy/api/get-consents.ts';
import { lazyWithPreload } from './lib/lazy-with-preload.ts';
import { paths } from './paths.ts';

/**
 * A screen without a speed budget: its code and Mantine's whole stylesheet (main.tsx loads only the
 * budgeted screens' part of it), so it never shows unstyled. The sheet is fetched once, by the first.
 */
const lazyScreen: typeof lazy = (load) =>
  lazy(() => Promise.all([load(), import('./mantine-styles.ts')]).then(([module]) => module));

// /login is in the first chunk; every other screen loads when first visited, and admin code is its
// own chunk, so a customer never downloads it (bench budget: /login ≤ 150 KB of JavaScript gzipped).
const AdminLayout = lazyScreen(() =>
  import('./admin/admin-layout.tsx').then((module) => ({ default: module.AdminLayout })),
);
const AdminLoginPage = lazyScreen(() =>
  import('./features/auth/admin-login-page.tsx').then((module) => ({ default: module.AdminLoginPage })),
);
// The screens with a speed budget (docs/product.md §10) can be fetched before React asks for them
// (startFirstScreen), and then render without a spinner (lib/lazy-with-preload.ts).
const { Component: RegisterRoute, preload: loadRegisterRoute } = lazyWithPreload(
  () => import('./routes/register-route.tsx'),
  (module) => module.RegisterRoute,
);
const ForgotPasswordPage = lazyScreen(() =>
  import('./features/auth/forgot-password-page.tsx').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyScreen(() =>
  import('./features/auth/reset-password-page.tsx').then((module) => ({ default: module.ResetPasswordPage })),
);
const { Component: UserLayout, preload: loadUserLayout } = lazyWithPreload(
  () => import('./routes/user-layout.tsx'),
  (module) => module.UserLayout,
);
const { Component: HomeRoute, preload: loadHomeRoute } = lazyWithPreload(
  () => import('./routes/home-route.tsx'),
  (module) => module.HomeRoute,
);
const ProfileRoute = lazyScreen(() =>
  import('./routes/profile-route.tsx').then((module) => ({ default: module.ProfileRoute })),
);
const ChangePasswordPage = lazyScreen(() =>
  import('./features/profile/change-password-page.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);
const { Component: BookingRoute, preload: loadBookingRoute } = lazyWithPreload(
  () => import('./routes/booking-route.tsx'),
  (module) => module.BookingRoute,
);
const BookingDetailRoute = lazyScreen(() =>
  import('./routes/booking-detail-route.tsx').then((module) => ({ default: module.BookingDetailRoute })),
);
const AdminClinicsPage = lazyScreen(() =>
  import('./admin/clinics/clinics-page.tsx').then((module) => ({ default: module.ClinicsPage })),
);
const NotificationsPage = lazyScreen(() =>
  import('./features/notifications/notifications-page.tsx').then((module) => ({ default: module.NotificationsPage })),
);

const AdminBookingsPage = lazyScreen(() =>
  import('./admin/bookings/bookings-list-page.tsx').then((module) => ({ default: module.BookingsListPage })),
);
const AdminBookingCreatePage = lazyScreen(() =>
  import('./admin/bookings/booking-create-page.tsx').then((module) => ({ default: module.BookingCreatePage })),
);
const AdminBookingViewPage = lazyScreen(() =>
  import('./admin/bookings/booking-view-page.tsx').then((module) => ({ default: module.BookingViewPage })),
);
const AdminBookingEditPage = lazyScreen(() =>
  import('./admin/bookings/booking-edit-page.tsx').then((module) => ({ default: module.BookingEditPage })),
);
const PaymentPage = lazyScreen(() =>
  import('./features/payments/payment-page.tsx').then((module) => ({ default: module.PaymentPage })),
);
const PaymentsPage = lazyScreen(() =>
  import('./features/payments/payments-page.tsx').then((module) => ({ default: module.PaymentsPage })),
);
const AdminCheckInPage = lazyScreen(() =>
  import('./admin/check-in/check-in-page.tsx').then((module) => ({ default: module.CheckInPage })),
);
const AdminPaymentsPage = lazyScreen(() =>
  import('./admin/payments/payments-list-page.tsx').then((module) => ({ default: module.PaymentsListPage })),
);
const AdminPaymentCreatePage = lazyScreen(() =>
  import('./admin/payments/payment-create-page.tsx').then((module) => ({ default: module.PaymentCreatePage })),
);
const AdminPaymentViewPage = lazyScreen(() =>
  import('./admin/payments/payment-view-page.tsx').then((module) => ({ default: module.PaymentViewPage })),
);
const AdminExcelUploadPage = lazyScreen(() =>
  import('./admin/excel-upload/excel-upload-page.tsx').then((module) => ({ default: module.ExcelUploadPage })),
);
const VerifyPage = lazyScreen(() =>
  import('./features/verify/verify-page.tsx').then((module) => ({ default: module.VerifyPage })),
);
const AdminExaminationResultsPage = lazyScreen(() =>
  import('./admin/examination-results/examination-results-page.tsx').then((module) => ({
    default: module.ExaminationResultsPage,
  })),
);
const AdminCertificatesPage = lazyScreen(() =>
  import('./admin/certificates/certificates-list-page.tsx').then((module) => ({
    default: module.CertificatesListPage,
  })),
);
const AdminCertificateViewPage = lazyScreen(() =>
  import('./admin/certificates/certificate-view-page.tsx').then((module) => ({ default: module.CertificateViewPage })),
);
const AdminDashboardPage = lazyScreen(() =>
  import('./admin/dashboard/dashboard-page.tsx').then((module) => ({ default: module.AdminDashboardPage })),
);
const AdminCalendarPage = lazyScreen(() =>
  import('./admin/calendar/calendar-page.tsx').then((module) => ({ default: module.CalendarPage })),
);
const AdminDataRequestsPage = lazyScreen(() =>
  import('./admin/data-requests/data-requests-page.tsx').then((module) => ({ default: module.DataRequestsPage })),
);
const AdminMessagesPage = lazyScreen(() =>
  import('./admin/messages/messages-page.tsx').then((module) => ({ default: module.MessagesPage })),
);
const AdminBannersPage = lazyScreen(() =>
  import('./admin/banners/banners-page.tsx').then((module) => ({ default: module.BannersPage })),
);
const AdminReportsPage = lazyScreen(() =>
  import('./admin/reports/reports-page.tsx').then((module) => ({ default: module.ReportsPage })),
);
const AdminUsersPage = lazyScreen(() =>
  import('./admin/users/users-list-page.tsx').then((module) => ({ default: module.UsersListPage })),
);
const AdminUserViewPage = lazyScreen(() =>
  import('./admin/users/user-view-page.tsx').then((module) => ({ default: module.UserViewPage })),
);
const AdminUserEditPage = lazyScreen(() =>
  import('./admin/users/user-edit-page.tsx').then((module) => ({ default: module.UserEditPage })),
);
const AdminAuditLogPage = lazyScreen(() =>
  import('./admin/audit-log/audit-log-page.tsx').then((module) => ({ default: module.AuditLogPage })),
);
const loading = <PageLoader label={authTexts.loading} />;

/**
 * What a route needs before it can show anything: `load` starts its lazy chunk, `prefetch` its first
 * requests (the same query options its components use, so they find the answers in the cache).
 * `signedIn` marks the routes a visitor without a session never sees (they go to /login).
 */
type FirstScreenHandle = {
  load?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient) => void;
  signedIn?: true;
};

/**
 * Asks for a query the screen will show. Its components mount when the answer may already be here, and
 * with the app's staleTime of 0 they would ask again at once; so the answer counts as fresh (for up to
 * FIRST_SCREEN_FRESH_MS) while this first screen shows it. Once a component showing it unmounts, the
 * query is like any other again: coming back to the screen asks the server as it always did.
 */
function prefetchFirstScreen<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  let firstShowing = true;
  const queryHash = hashKey(options.queryKey);
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerRemoved' || event.query.queryHash !== queryHash) return;
    firstShowing = false;
    stopWatching();
  });
  queryClient.setQueryDefaults(options.queryKey, { staleTime: () => (firstShowing ? FIRST_SCREEN_FRESH_MS : 0) });
  void queryClient.prefetchQuery(options);
}

const prefetchHome = (queryClient: QueryClient) => {
  prefetchFirstScreen(queryClient, bookingStatsQueryOptions());
  // The list as the address asks for it (`/?status=confirmed` from a shared link), upcoming by default.
  prefetchFirstScreen(queryClient, myBookingsQueryOptions(readMyBookingsState(new URLSearchParams(location.search))));
  prefetchFirstScreen(queryClient, liveBannersQueryOptions());
  prefetchFirstScreen(queryClient, notificationsQueryOptions(LATEST_FILTERS));
};
const prefetchBooking = (queryClient: QueryClient) => {
  prefetchFirstScreen(queryClient, servicesQueryOptions());
  prefetchFirstScreen(queryClient, clinicsQueryOptions());
  prefetchFirstScreen(queryClient, consentsQueryOptions());
};

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
          { path: paths.register.path, element: <RegisterRoute />, handle: { load: loadRegisterRoute } },
          { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
        ],
      },
      { path: paths.admin.login.path, element: <AdminLoginPage /> },
      // Public: anyone holding a certificate checks it here, signed in or not.
      { path: paths.verify.path, element: <VerifyPage /> },
      {
        element: <UserRoute />,
        handle: { signedIn: true } satisfies FirstScreenHandle,
        children: [
          {
            element: (
              <Suspense fallback={loading}>
                <UserLayout />
              </Suspense>
            ),
            handle: {
              load: loadUserLayout,
              prefetch: (queryClient) => prefetchFirstScreen(queryClient, unreadCountQueryOptions()),
            } satisfies FirstScreenHandle,
            children: [
              {
                path: paths.home.path,
                element: <HomeRoute />,
                handle: { load: loadHomeRoute, prefetch: prefetchHome } satisfies FirstScreenHandle,
              },
              {
                path: paths.booking.path,
                element: <BookingRoute />,
                handle: { load: loadBookingRoute, prefetch: prefetchBooking } satisfies FirstScreenHandle,
              },
              { path: paths.bookingDetail.path, element: <BookingDetailRoute /> },
              { path: paths.profile.path, element: <ProfileRoute /> },
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
              { path: paths.admin.checkIn.path, element: <AdminCheckInPage /> },
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
              { path: paths.admin.messages.path, element: <AdminMessagesPage /> },
            ],
          },
        ],
      },
      ...paths.redirectedHome.map((path) => ({ path, element: <Navigate to={paths.home.href()} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts, side by side, what the screen the router opened on needs: its lazy chunks and its first
 * requests. Left to React, they run one after another — the session check, then the layout's chunk,
 * then the page's chunk, then the page's data — each a round trip on a phone network. A signed-in
 * screen is only prepared when a session token is saved: without one the visitor is sent to /login.
 * It takes the router's own `matches`: matching the address again compiled every route's pattern a
 * second time, on the phone's CPU while the page starts.
 */
export function startFirstScreen(
  matches: readonly { route: { handle?: unknown } }[],
  queryClient: QueryClient,
  hasSession: boolean,
): void {
  const handles = matches.map((match) => match.route.handle as FirstScreenHandle | undefined);
  if (!hasSession && handles.some((handle) => handle?.signedIn)) return;
  // Every screen waits for the session check when there is a token (a signed-in visitor of /login is
  // sent on): it goes first.
  if (hasSession) void queryClient.prefetchQuery(restoreSessionQueryOptions());
  for (const handle of handles) {
    // A chunk that fails here is asked again by React.lazy, which shows the failure.
    handle?.load?.().catch(() => undefined);
    handle?.prefetch?.(queryClient);
  }
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
