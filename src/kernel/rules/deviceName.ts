/**
 * The name a member gives a signed-in device ("Mum's phone"): trimmed, at most `DEVICE_NAME_MAX`
 * characters as a reader counts them (grapheme clusters: a Thai consonant with its vowel and tone
 * marks is one), without hidden text. Empty takes the name away. The member area checks it before
 * sending; the service checks it again. A passkey's name follows the same rule (`shortNameProblem`).
 */
import { DEVICE_NAME_MAX } from '../contract/security.ts';
import { hasHiddenText } from './hiddenText.ts';
import { visibleLength } from './textLength.ts';

export type DeviceNameProblem = 'tooLong' | 'hidden';

/** What is wrong with `name` as a short name of at most `max` characters (a device's, a passkey's), if anything. */
export function shortNameProblem(name: string, max: number): DeviceNameProblem | undefined {
  const trimmed = name.trim();
  if (hasHiddenText(trimmed)) return 'hidden';
  return visibleLength(trimmed) > max ? 'tooLong' : undefined;
}

/** What is wrong with `name` as a device's name, if anything. */
export function deviceNameProblem(name: string): DeviceNameProblem | undefined {
  return shortNameProblem(name, DEVICE_NAME_MAX);
}
