import { encode } from 'uqr';

/**
 * A QR code drawn as SVG (uqr's encoder, no canvas, no innerHTML), black on white with the
 * standard four-module quiet zone in both colour schemes (scanners expect dark modules on light), for otpauth:// and device-link deeplinks. `label` names it for
 * screen readers; show the encoded text next to it for people who cannot scan.
 */
export function QrCode({ value, size = 200, label }: { value: string; size?: number; label: string }) {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 8 }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
