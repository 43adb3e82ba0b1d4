/**
 * The demo's product pictures: the seeded orders' items point at `/static/products/{slug}.png`, and
 * the element asks for them through the image-URL helper (`…png_120x120q80.png`, `_.webp` after it
 * where the browser takes WebP). Each is drawn as a tile in the product's own colour with its
 * initials, whatever size is asked for: an image CDN stand-in, so the demo shows pictures offline.
 */
import type { Context } from 'hono';

const SLUG = /^([a-z0-9-]{1,40})\.png/;

function hue(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

export function productImage(c: Context, file: string) {
  const slug = SLUG.exec(file)?.[1];
  if (!slug) return c.notFound();
  const initials = slug
    .split('-')
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const color = `hsl(${hue(slug)} 55% 45%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" rx="12" fill="${color}"/><text x="60" y="72" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  c.header('Cache-Control', 'public, max-age=86400');
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
}
