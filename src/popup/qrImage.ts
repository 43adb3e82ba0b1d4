/** The QR image of a URL as a data URL, with the qrcode library loaded on first use. */
export const QR_SIZE = 120;

export async function qrImage(url: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' });
}
