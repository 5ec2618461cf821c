import type { Certificate } from '@jongdee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { bookingKeys } from '../../../api/booking-keys.ts';
import { certificateKeys } from '../../../features/certificates/api/certificate-keys.ts';
import { adminResultKeys } from '../../examination-results/api/admin-result-keys.ts';
import { adminCertificateKeys } from './admin-certificate-keys.ts';

/**
 * After certificates are issued, revoked or reissued: the answered ones replace the cached copies, and
 * what they change reloads — the register and its counts, the booking's certificates, the results
 * worklist (an examinee moves between "recorded" and "certified"), and the booking (issuing the last
 * one completes it).
 */
export function refreshCertificates(queryClient: QueryClient, changed: Certificate[]) {
  for (const certificate of changed) {
    queryClient.setQueryData(certificateKeys.detail(certificate.id), certificate);
    void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(certificate.bookingId) });
  }
  void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adminCertificateKeys.stats() });
  void queryClient.invalidateQueries({ queryKey: certificateKeys.all });
  void queryClient.invalidateQueries({ queryKey: adminResultKeys.all });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.lists() });
}
