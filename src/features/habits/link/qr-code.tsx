import { create } from 'qrcode/lib/core/qrcode.js';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules (the standard's 4). */
const QUIET = 4;

/**
 * The SVG path of `text`'s QR code (error correction M), one square a dark module, and its side
 * with the quiet zone, in modules.
 */
export function qrPath(text: string): { d: string; side: number } {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  let d = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (data[row * size + col]) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return { d, side: size + 2 * QUIET };
}

/**
 * A QR code of `text`, an image named `label`: dark on white in either theme (readers look for
 * dark modules on a light ground), crisp at any size.
 */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { d, side } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
