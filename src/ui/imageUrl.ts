/**
 * The one image-URL helper of spec section 9: a CDN image asked for at the smallest step of the
 * size ladder (80 to 2200 px) that covers its width at the device's pixel ratio (capped at 2), at
 * a quality chosen by the connection (2g 50, 3g 75, 4g 80, wifi 90), and as WebP when the browser
 * decodes it (one detection, cached). The URL follows the CDN's suffix convention:
 * `photo.jpg` → `photo.jpg_240x240q80.jpg_.webp`.
 */

export const IMAGE_SIZE_LADDER = [80, 100, 120, 160, 200, 240, 300, 360, 400, 480, 540, 600, 720, 800, 960, 1080, 1200, 1440, 1600, 1800, 2000, 2200] as const;
export const MAX_IMAGE_SIZE = 2200;
export const MAX_PIXEL_RATIO = 2;
export const QUALITY_BY_CONNECTION = { '2g': 50, '3g': 75, '4g': 80, wifi: 90 } as const;
export type ConnectionKind = keyof typeof QUALITY_BY_CONNECTION;

export interface ImageOptions {
  /** The width the image is shown at, in CSS pixels. */
  readonly width: number;
  readonly pixelRatio?: number;
  /** Unknown connections get the 4g quality. */
  readonly connection?: ConnectionKind | undefined;
  readonly webp?: boolean;
}

/** The ladder step for `width` CSS pixels at `pixelRatio` (capped at 2). */
export function ladderSize(width: number, pixelRatio = 1): number {
  const wanted = Math.max(1, width) * Math.min(Math.max(pixelRatio, 1), MAX_PIXEL_RATIO);
  return IMAGE_SIZE_LADDER.find((step) => step >= wanted) ?? MAX_IMAGE_SIZE;
}

/** `src` resized on the CDN; a data: or blob: URL, or one already resized, is left as it is. */
export function imageUrl(src: string, { width, pixelRatio = 1, connection, webp = false }: ImageOptions): string {
  if (/^(data|blob):/i.test(src) || /_\d+x\d+q\d+\.\w+(_\.webp)?$/i.test(src)) return src;
  const [path = '', query] = src.split(/\?(.*)/s);
  const extension = /\.(jpe?g|png|gif|webp)$/i.exec(path)?.[1]?.toLowerCase() ?? 'jpg';
  const size = ladderSize(width, pixelRatio);
  const quality = QUALITY_BY_CONNECTION[connection ?? '4g'];
  return `${path}_${size}x${size}q${quality}.${extension}${webp ? '_.webp' : ''}${query ? `?${query}` : ''}`;
}

interface NetworkInformation {
  readonly type?: string;
  readonly effectiveType?: string;
}

/** The connection as the Network Information API tells it, where the browser has it. */
export function connectionKind(
  connection: NetworkInformation | undefined = (globalThis.navigator as { connection?: NetworkInformation } | undefined)?.connection,
): ConnectionKind | undefined {
  if (!connection) return undefined;
  if (connection.type === 'wifi' || connection.type === 'ethernet') return 'wifi';
  switch (connection.effectiveType) {
    case 'slow-2g':
    case '2g':
      return '2g';
    case '3g':
      return '3g';
    case '4g':
      return '4g';
    default:
      return undefined;
  }
}

/** A 1×1 lossy WebP: the detection image. */
const WEBP_PROBE = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
let webpSupport: Promise<boolean> | undefined;

/** Whether the browser decodes WebP: detected once, then cached. */
export function supportsWebp(): Promise<boolean> {
  webpSupport ??= new Promise<boolean>((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.width === 1 && probe.height === 1);
    probe.onerror = () => resolve(false);
    probe.src = WEBP_PROBE;
  });
  return webpSupport;
}

/** The URL of `src` for this browser, its connection and its screen. */
export async function browserImageUrl(src: string, width: number): Promise<string> {
  return imageUrl(src, { width, pixelRatio: globalThis.devicePixelRatio ?? 1, connection: connectionKind(), webp: await supportsWebp() });
}
