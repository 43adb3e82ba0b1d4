/**
 * The name a member gives a signed-in device ("Mum's phone"): trimmed, at most `DEVICE_NAME_MAX`
 * characters as a reader counts them (grapheme clusters: a Thai consonant with its vowel and tone
 * marks is one), without hidden text. Empty takes the name away. The member area checks it before
 * sending; the service checks it again.
 */
import { DEVICE_NAME_MAX } from '../contract/security.ts';
import { hasHiddenText } from './hiddenText.ts';

export type DeviceNameProblem = 'tooLong' | 'hidden';

/** The characters of `value` a reader sees. */
export function readerLength(value: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value)) count++;
  return count;
}

/** What is wrong with `name` as a device's name, if anything. */
export function deviceNameProblem(name: string): DeviceNameProblem | undefined {
  const trimmed = name.trim();
  if (hasHiddenText(trimmed)) return 'hidden';
  return readerLength(trimmed) > DEVICE_NAME_MAX ? 'tooLong' : undefined;
}
