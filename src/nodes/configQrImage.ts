/**
 * A WireGuard configuration as a QR code image, made in the browser by the `qrcode` library (loaded on
 * demand). The image is a data: URL of the library's SVG: the shipped Content-Security-Policy allows
 * data: images but not blob: ones, and a data: URL needs no object URL to revoke.
 */
import type { QRCodeToStringOptions } from 'qrcode';

/** Low error correction, as `qrencode` (what WireGuard's documentation uses) defaults to: gateway configurations are long. */
export const CONFIG_QR_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'L',
  margin: 4,
  width: 512,
  color: { dark: '#000000ff', light: '#ffffffff' },
} as const satisfies QRCodeToStringOptions;

/** Thrown when the text does not fit in the largest QR code. */
export class ConfigTooLongError extends Error {
  constructor() {
    super('app.config_qr.too_long');
  }
}

export const configQrImage = async (text: string): Promise<string> => {
  const { toString } = await import('qrcode');
  let svg: string;
  try {
    svg = await toString(text, CONFIG_QR_OPTIONS);
  } catch (error) {
    if (/too big/i.test((error as Error).message)) throw new ConfigTooLongError();
    throw error;
  }
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
