/** Random ids and codes, and the hashes codes and CSRF tokens are kept or checked as. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function randomId(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** `length` random digits, each uniform. */
export function randomCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
