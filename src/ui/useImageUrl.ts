/** An image the popup shows, through the one image-URL helper (`imageUrl.ts`); undefined until it is known. */
import { useEffect, useState } from 'react';
import { browserImageUrl } from './imageUrl.ts';

export function useImageUrl(src: string | undefined, width: number): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!src) return undefined;
    let current = true;
    void browserImageUrl(src, width).then((resolved) => {
      if (current) setUrl(resolved);
    });
    return () => {
      current = false;
    };
  }, [src, width]);
  return src ? url : undefined;
}
