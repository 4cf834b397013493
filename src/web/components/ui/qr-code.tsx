import { useMemo } from 'react';
import { qrMatrix, qrSvgPath } from '#shared/qr/qr-code.ts';

/** A QR code as SVG (issue 34): black modules on white with the quiet zone, crisp at any size. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { path, size: modules } = useMemo(() => qrSvgPath(qrMatrix(value)), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded-md border border-border bg-white"
      data-testid="totp-qr"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
