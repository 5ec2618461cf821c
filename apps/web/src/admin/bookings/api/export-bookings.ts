import { useMutation } from '@tanstack/react-query';
import { apiFile, saveFile } from '../../../api/client.ts';
import { type BookingListState, toFilterQuery } from '../list-search.ts';

/** Downloads the bookings matching the list's filters (never its page) as .xlsx; answers the file's name. */
export async function exportBookings(state: BookingListState): Promise<string> {
  const { blob, fileName } = await apiFile('exportBookings', 'bookings.xlsx', { query: toFilterQuery(state) });
  saveFile(blob, fileName);
  return fileName;
}

export function useExportBookings() {
  return useMutation({ mutationFn: exportBookings });
}
