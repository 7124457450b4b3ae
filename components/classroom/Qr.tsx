'use client';
/**
 * A QR code drawn as SVG in the browser (uqr). Load it with `LazyQr` so its code arrives only when a QR code is shown.
 * The SVG has role="img" and a label; the text it holds is always shown next to it as well.
 */
import { encode } from 'uqr';

export default function Qr({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const qr = encode(text, { ecc: 'M', border: 2 });
  const n = qr.data.length;
  let d = '';
  for (let y = 0; y < n; y++) {
    const row = qr.data[y];
    for (let x = 0; x < n; x++) if (row[x]) d += `M${x} ${y}h1v1h-1z`;
  }
  return (
    <svg viewBox={`0 0 ${n} ${n}`} width={size} height={size} role="img" aria-label={label} shapeRendering="crispEdges" data-testid="qr">
      <rect width={n} height={n} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
