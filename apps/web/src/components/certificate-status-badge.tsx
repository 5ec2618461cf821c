import { CERTIFICATE_STATUS_LABELS, type CertificateStatus } from '@jongdee/contracts';
import { bangkokNow } from '@jongdee/contracts/thai-format';
import type { BadgeProps, MantineColor } from '@mantine/core';
import { certificateStateTexts } from './certificate-texts.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * What a certificate is worth to whoever holds it: valid, valid on paper but past its date (one month
 * from the examination), or revoked by the clinic. Revoked wins over expired.
 */
export type CertificateState = CertificateStatus | 'expired';

export const CERTIFICATE_STATE_COLORS: Record<CertificateState, MantineColor> = {
  valid: 'green',
  expired: 'orange',
  revoked: 'red',
};

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  ...CERTIFICATE_STATUS_LABELS,
  expired: certificateStateTexts.expired,
};

/** `validUntil` is a Bangkok date (CE `YYYY-MM-DD`); the certificate is still good on that day. */
export function certificateState(
  certificate: { status: CertificateStatus; validUntil: string },
  today: string = bangkokNow().date,
): CertificateState {
  if (certificate.status === 'revoked') return 'revoked';
  return certificate.validUntil < today ? 'expired' : 'valid';
}

/** A certificate's state in Thai, in its colour. */
export function CertificateStatusBadge({ state, ...props }: { state: CertificateState } & BadgeProps) {
  return <StatusBadge color={CERTIFICATE_STATE_COLORS[state]} label={CERTIFICATE_STATE_LABELS[state]} {...props} />;
}
