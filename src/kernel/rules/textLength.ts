/**
 * How long a text is as a reader sees it: its grapheme clusters, as `Intl.Segmenter` splits them, so
 * that a Thai consonant with its vowel and tone marks, a Vietnamese letter written with combining
 * accents, or an emoji with its modifiers counts once. Every length limit of the field rules, the
 * member area and the reference service counts this way (a 42-letter Thai nickname is 42, not the
 * 60 code points it is written with). Where an engine has no `Intl.Segmenter`, code points.
 */
let graphemes: Intl.Segmenter | undefined;

export function visibleLength(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return [...text].length;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}
