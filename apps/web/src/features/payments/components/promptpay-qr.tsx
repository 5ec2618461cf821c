import { QrCode } from '../../../components/qr-code.tsx';

/** The PromptPay payload as a QR code any Thai bank app scans. */
export function PromptPayQr({ payload, label, size = 240 }: { payload: string; label: string; size?: number }) {
  return (
    <QrCode
      value={payload}
      label={label}
      size={size}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      testId="promptpay-qr"
    />
  );
}
