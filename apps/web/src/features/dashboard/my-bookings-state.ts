import type { BookingListQuery } from '@jongdee/contracts';
import {
  BOOKING_PERIODS,
  BOOKING_STATUSES,
  type BookingPeriod,
  type BookingStatus,
  CUSTOMER_PAGE_SIZE,
} from '@jongdee/contracts/labels';
import { paths } from '../../paths.ts';

/**
 * The list of my bookings as the URL says it (`/?period=past`, `/?status=confirmed&page=2`), so a
 * count card's filter can be linked, reloaded and left with the back button. A status (from a count
 * card) shows that status in every period; otherwise one period, upcoming first.
 */
export type MyBookingsState = { period: BookingPeriod; status: BookingStatus | null; page: number };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function readMyBookingsState(params: URLSearchParams): MyBookingsState {
  const period = params.get('period');
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    period: isOneOf(BOOKING_PERIODS, period) ? period : 'upcoming',
    status: isOneOf(BOOKING_STATUSES, status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for a state: only what differs from the default (upcoming, page 1). */
function myBookingsSearch(state: Partial<MyBookingsState>): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  else if (state.period && state.period !== 'upcoming') params.set('period', state.period);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The home screen showing that part of the list: `/?status=confirmed` is what a count card opens. */
export const myBookingsHref = (state: Partial<MyBookingsState>) => `${paths.home.href()}${myBookingsSearch(state)}`;

// What comes next first: the nearest appointment among those ahead, the latest among those behind.
const AHEAD: BookingStatus[] = ['pending_payment', 'payment_review', 'confirmed'];

/** listBookings' query: the customer's own bookings (the API scopes them), lean and paged. */
export function myBookingsQuery(state: MyBookingsState): BookingListQuery {
  const ahead = state.status ? AHEAD.includes(state.status) : state.period === 'upcoming';
  return {
    ...(state.status ? { status: state.status } : { period: state.period }),
    sortBy: 'appointmentDate',
    sortOrder: ahead ? 'asc' : 'desc',
    page: state.page,
    limit: CUSTOMER_PAGE_SIZE,
  };
}
