/** WCAG contrast of computed CSS colours, for the tests of borders, focus rings and palettes. */

export type Rgb = readonly [number, number, number];

/** An opaque colour from `rgb(…)`/`rgba(…)` (commas or spaces) or `#rrggbb`; undefined otherwise. */
export function parseColor(value: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(value.trim());
  if (hex) return [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16), parseInt(hex[3]!, 16)];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?))?\s*\)$/.exec(value.trim());
  if (!rgb) return undefined;
  const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? parseFloat(rgb[4]) / 100 : parseFloat(rgb[4]);
  if (alpha < 1) return undefined;
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two CSS colours (1 to 21); throws when either is not an opaque colour. */
export function contrast(first: string, second: string): number {
  const a = parseColor(first);
  const b = parseColor(second);
  if (!a || !b) throw new Error(`not opaque colours: ${first}, ${second}`);
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
