import { QRCodeSVG } from 'qrcode.react';

/** Loaded lazily (see LazyQrCode): the encoder is not needed to paint the first view. */
export default function QrCode({ value, size }: { value: string; size: number }) {
  return <QRCodeSVG value={value} size={size} marginSize={1} level="M" role="img" />;
}
