import { apiUrl } from './api/client.ts';
import { myBookingsQuery, readMyBookingsState } from './features/dashboard/my-bookings-state.ts';
import { LATEST_FILTERS, notificationsQuery } from './features/notifications/api/get-notifications.ts';

/**
 * What a signed-in screen with a speed budget asks the API for first, opened at its plain address
 * (no query): the session check, then what the router's `prefetch` for it asks (router.tsx), as paths.
 * The screen preloader sends these with the saved token before the app has even downloaded
 * (api/early-requests.ts); first-screen.test.tsx checks that they are what the app itself asks.
 */
export const FIRST_REQUESTS: Record<string, string[]> = {
  '/': [
    apiUrl('getCurrentUser'),
    apiUrl('countUnreadNotifications'),
    apiUrl('getSearchStats'),
    apiUrl('listBookings', { query: myBookingsQuery(readMyBookingsState(new URLSearchParams())) }),
    apiUrl('listBanners'),
    apiUrl('listNotifications', { query: notificationsQuery(LATEST_FILTERS) }),
  ],
  '/booking': [
    apiUrl('getCurrentUser'),
    apiUrl('countUnreadNotifications'),
    apiUrl('listServices'),
    apiUrl('listClinics'),
    apiUrl('getMyConsents'),
  ],
};
