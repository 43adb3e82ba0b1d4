/** An item's picture in an order, through the image-URL helper; a plain tile until it is known, or when there is none. */
import { useImageUrl } from '../../ui/useImageUrl.ts';

const THUMB_SIZE = 56;

export function OrderThumb({ src }: { src: string | undefined }) {
  const image = useImageUrl(src, THUMB_SIZE);
  return image ? <img part="order-thumb" src={image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" /> : <span part="order-thumb" aria-hidden="true" />;
}
