import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../api/upload.ts';
import { type ExamineeImportSource, examineeImportForm, examineeImportMessages } from './preview-examinee-import.ts';
import { refreshBooking } from './refresh-booking.ts';

/** Every row saved, or none (400 with the row errors, 409 past the booking's count). */
export const commitExamineeImport = (bookingId: string, source: ExamineeImportSource) =>
  apiUpload(
    'commitExamineeImport',
    { params: { id: bookingId }, body: examineeImportForm(source) },
    examineeImportMessages,
  );

/** The booking answered replaces the one on screen, its examinees list with it. */
export function useCommitExamineeImport(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: ExamineeImportSource) => commitExamineeImport(bookingId, source),
    onSuccess: (booking) => refreshBooking(queryClient, booking),
  });
}
