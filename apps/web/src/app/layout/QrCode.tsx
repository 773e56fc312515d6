import { QRCodeSVG } from 'qrcode.react';

/**
 * Loaded lazily (see AppQrCode): the encoder is not needed to paint the first view. The picture is
 * named by its frame (role="img" there), so the drawing itself is left out of the accessibility tree.
 */
export default function QrCode({ value, size }: { value: string; size: number }) {
  return <QRCodeSVG value={value} size={size} marginSize={1} level="M" aria-hidden="true" focusable="false" />;
}
