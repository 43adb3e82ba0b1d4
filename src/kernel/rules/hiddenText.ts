/**
 * What no stored text needs (a name, a nickname, an address line), the service's rule whatever a
 * client checked (Unicode TR 36 and TR 39): controls; format characters, among them the bidi
 * overrides and isolates that make a name read other than it is stored and the zero-width
 * characters that hide in it; line and paragraph separators; private-use characters and lone
 * surrogates; the letters and symbols that show nothing (the Hangul fillers, the braille blank);
 * and more combining marks on one character than any script writes (Vietnamese puts two on a
 * letter, Thai two on a consonant): a stack of them spills over the lines around it.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]/u;
/** The most combining marks one character may carry. */
export const MAX_MARKS = 3;
const MARK_STACK = new RegExp(`\\p{M}{${MAX_MARKS + 1},}`, 'u');

export function hasHiddenText(value: string): boolean {
  return HIDDEN.test(value) || MARK_STACK.test(value);
}
