// The web app's own addresses that the API links to: a notification's link, the QR code on a
// certificate. Defined once here (zod-free) and used by both sides, so the API never writes a path of
// the web app by hand and the app's router (apps/web/src/paths.ts) serves exactly what is linked.

/** Each screen: `path` for the router, `href()` to link to it (every part encoded). */
export const webPaths = {
  login: { path: '/login', href: () => '/login' },
  /** A new booking: the clinic, service, date and slot. */
  booking: { path: '/booking', href: () => '/booking' },
  /** The profile; `#messages` is its e-mail settings, which every e-mail's footer opens. */
  profile: { path: '/profile', href: (section?: 'messages') => (section ? `/profile#${section}` : '/profile') },
  /** A customer's booking: its details, payments and certificates. */
  bookingDetail: { path: '/booking/:id', href: (id: string) => `/booking/${encodeURIComponent(id)}` },
  /** Paying for a booking (PromptPay QR, slip upload). */
  payment: { path: '/payment/:id', href: (bookingId: string) => `/payment/${encodeURIComponent(bookingId)}` },
  /** Public: what the QR code on a certificate opens, for anyone holding the paper. */
  verify: { path: '/verify/:code', href: (code: string) => `/verify/${encodeURIComponent(code)}` },
  changePassword: { path: '/change-password', href: () => '/change-password' },
  /** Public: asking for a link to set a new password. */
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  /**
   * Public: the link in the password-reset e-mail. The token rides in the fragment, which browsers
   * never send to a server, so it stays out of server logs and Referer headers.
   */
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) => (token ? `/reset-password#token=${encodeURIComponent(token)}` : '/reset-password'),
  },
} as const;
