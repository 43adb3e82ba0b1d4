/** What an integer-only input keeps: the ASCII digits, at most `maxLength` of them. */
export function digitsOnly(value: string, maxLength?: number): string {
  const kept = value.replace(/\D/g, '');
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}
