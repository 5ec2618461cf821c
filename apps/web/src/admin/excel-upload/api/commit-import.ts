import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { apiCall } from '../../../api/client.ts';
import { certificateKeys } from '../../../features/certificates/api/certificate-keys.ts';
import { adminImportKeys } from './admin-import-keys.ts';

/**
 * Saves a preview, all rows or none. 409 IMPORT_HAS_ERRORS: the preview still had errors (nothing was
 * written); 409 IMPORT_NOT_PREVIEWED: it was saved already (another tab).
 */
export const commitImport = ({ id, issueCertificates }: { id: string; issueCertificates: boolean }) =>
  apiCall('commitImport', { params: { id }, body: { issueCertificates } });

/** After a save, whatever the rows changed: the history, bookings (examinees, status) and certificates. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminImportKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
  });
}
