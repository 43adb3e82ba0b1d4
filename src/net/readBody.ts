/**
 * An answer's JSON body, read with the spec's limit (section 9: a body is at most 10 MB): a
 * `Content-Length` over it is refused before anything is read, and a body without one is read as
 * it streams in and dropped as soon as it passes the limit, so that a broken or hostile server
 * cannot make the page hold an answer of any size.
 */
import { MemberError } from './MemberError.ts';

/** 10 MB: the most an answer's body may hold. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** The body's bytes, at most `limit` of them; else the MemberError of an answer too large. */
async function readBytes(response: Response, limit: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw MemberError.tooLarge(declared, limit);
  }
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw MemberError.tooLarge(size, limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The answer's body as text, read within `limit` bytes (a body that breaks off rejects as its stream does). */
export async function readText(response: Response, limit = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBytes(response, limit));
}

/** The answer's body as JSON, read within `limit` bytes (a body that is no JSON throws a SyntaxError). */
export async function readJson(response: Response, limit = MAX_BODY_BYTES): Promise<unknown> {
  return JSON.parse(await readText(response, limit));
}
