import { create } from 'qrcode';
import { type CSSProperties, useMemo } from 'react';

/** Modules of white space around the code, as the QR standard asks, so every bank app reads it. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules: `M x y h1v1h-1z` per module, offset by the quiet zone. */
export function qrPath(payload: string): { path: string; size: number } {
  const { modules } = create(payload, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + QUIET_ZONE * 2 };
}

/**
 * `value` drawn as a QR code in an inline SVG (a PromptPay payload, a certificate's check link): made
 * in the browser (works offline, no image request, nothing for the CSP to block) and sharp at any size.
 */
export function QrCode({
  value,
  label,
  size,
  style,
  testId,
}: {
  value: string;
  /** What the picture is, for screen readers. */
  label: string;
  size: number;
  style?: CSSProperties;
  testId?: string;
}) {
  const qr = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={style}
      data-testid={testId}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
