import type { CheckInDayQuery } from '@jongdee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, apiSearch } from '../../../api/client.ts';
import { checkInKeys } from './check-in-keys.ts';

/** One clinic's bookings of a day (today by default), narrowed by a booking number, phone, id or name. */
export const getCheckInDay = (query: CheckInDayQuery) => apiCall('listCheckInDay', { query });

export const checkInDayQueryOptions = (query: CheckInDayQuery) =>
  queryOptions({
    queryKey: checkInKeys.day(apiSearch('listCheckInDay', { query })),
    queryFn: () => getCheckInDay(query),
    placeholderData: keepPreviousData,
  });

export function useCheckInDay(query: CheckInDayQuery, enabled = true) {
  return useQuery({ ...checkInDayQueryOptions(query), enabled });
}
