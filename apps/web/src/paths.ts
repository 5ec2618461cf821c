import { webPaths } from '@jongdee/contracts/web-paths';

/**
 * Every route of the app in one place: `path` for the router, `href()` to link to it. The screens the
 * API links to (notifications, the certificate's QR code) come from the contracts' webPaths, so both
 * sides name them once.
 */
export const paths = {
  login: webPaths.login,
  register: { path: '/register', href: () => '/register' },
  forgotPassword: webPaths.forgotPassword,
  /** What the password-reset e-mail links to, the token in the fragment. */
  resetPassword: webPaths.resetPassword,
  home: { path: '/', href: () => '/' },
  booking: webPaths.booking,
  bookingDetail: webPaths.bookingDetail,
  profile: webPaths.profile,
  changePassword: webPaths.changePassword,
  notifications: { path: '/notifications', href: () => '/notifications' },
  payment: webPaths.payment,
  payments: { path: '/payments', href: () => '/payments' },
  /** Public: what the QR code on a certificate opens, for anyone holding the paper. */
  verify: webPaths.verify,
  /** Old addresses the seed sends to / (bookmarks, links in old e-mails). */
  redirectedHome: ['/dashboard', '/bookings'],
  admin: {
    login: { path: '/admin/login', href: () => '/admin/login' },
    dashboard: { path: '/admin', href: () => '/admin' },
    bookings: { path: '/admin/bookings', href: () => '/admin/bookings' },
    bookingCreate: { path: '/admin/bookings/create', href: () => '/admin/bookings/create' },
    bookingView: { path: '/admin/booking/:id/view', href: (id: string) => `/admin/booking/${id}/view` },
    bookingEdit: { path: '/admin/booking/:id/edit', href: (id: string) => `/admin/booking/${id}/edit` },
    /** The front desk's day: check in the examinees who arrived (`?q=` a booking number, phone, id or name). */
    checkIn: { path: '/admin/check-in', href: () => '/admin/check-in' },
    payments: { path: '/admin/payments', href: () => '/admin/payments' },
    paymentCreate: {
      path: '/admin/payments/create/:bookingId',
      href: (bookingId: string) => `/admin/payments/create/${bookingId}`,
    },
    paymentView: { path: '/admin/payment/:id/view', href: (id: string) => `/admin/payment/${id}/view` },
    certificates: { path: '/admin/certificates', href: () => '/admin/certificates' },
    certificateView: { path: '/admin/certificates/view/:id', href: (id: string) => `/admin/certificates/view/${id}` },
    examinationResults: { path: '/admin/examination-results', href: () => '/admin/examination-results' },
    excelUpload: { path: '/admin/excel-upload', href: () => '/admin/excel-upload' },
    banners: { path: '/admin/banners', href: () => '/admin/banners' },
    clinics: { path: '/admin/clinics', href: () => '/admin/clinics' },
    users: { path: '/admin/users', href: () => '/admin/users' },
    userView: { path: '/admin/user/:id/view', href: (id: string) => `/admin/user/${id}/view` },
    userEdit: { path: '/admin/user/:id/edit', href: (id: string) => `/admin/user/${id}/edit` },
    /** Who did what to which record; `?entity=&entityId=` narrows it to one record. */
    auditLog: { path: '/admin/audit-log', href: () => '/admin/audit-log' },
    reports: { path: '/admin/reports', href: () => '/admin/reports' },
    calendar: { path: '/admin/calendar', href: () => '/admin/calendar' },
    /** People's requests under the PDPA: a copy of their data, or the erasure of their account. */
    dataRequests: { path: '/admin/data-requests', href: () => '/admin/data-requests' },
    /** E-mail to customers: waiting, sent, and failed after a day of retries; `?status=failed` shows those. */
    messages: { path: '/admin/messages', href: () => '/admin/messages' },
  },
} as const;
