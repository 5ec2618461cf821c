import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../api/client.ts';
import { verifyKeys } from './verify-keys.ts';

/** The code printed as a QR on the certificate: URL-safe base64 of 128 random bits (the API's own rule). */
export const VERIFY_CODE = /^[A-Za-z0-9_-]{16,64}$/;

export const getVerification = (code: string) => apiCall('verifyCertificate', { params: { code } });

export const verificationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: verifyKeys.code(code),
    // A code that cannot be one is not sent: it would only count as a miss against this address.
    queryFn: VERIFY_CODE.test(code) ? () => getVerification(code) : skipToken,
    // Not again on its own: an unknown code stays unknown, and every miss brings the pause (429) closer.
    retry: false,
    staleTime: 60_000,
  });

export function useVerification(code: string) {
  return useQuery(verificationQueryOptions(code));
}
