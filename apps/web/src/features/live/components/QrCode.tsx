import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A QR code of a link, drawn in the browser (the qrcode library loads only when shown). */
export function QrCode({ value, alt, size = 200 }: { value: string; alt: string; size?: number }) {
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let stale = false;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!stale) setDataUrl(url);
      })
      .catch(() => {});
    return () => {
      stale = true;
    };
  }, [value, size]);
  return dataUrl ? (
    <img src={dataUrl} alt={alt} width={size} height={size} data-testid="live-qr" />
  ) : (
    <Loader size="sm" />
  );
}
