/** The QR image of a URL as a data URL, with the qrcode library loaded on first use. */
export const QR_SIZE = 120;

export async function qrImage(url: string): Promise<string> {
  // qrcode is CommonJS: under code splitting its chunk exports only `default` (named exports are
  // undefined in dist/), so take the function from the default export.
  const qrcode = (await import('qrcode')).default;
  return qrcode.toDataURL(url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
}
