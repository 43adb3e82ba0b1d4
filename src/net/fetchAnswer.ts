/** One member request: the JSON answer (at most 10 MB, readBody.ts) and its status, or the MemberError of a failure on the way. */
import { fetchWithTimeout, isTimeout } from './fetchWithTimeout.ts';
import { MemberError } from './MemberError.ts';
import { readText } from './readBody.ts';

export interface Answer {
  readonly status: number;
  /** Status 200-299. */
  readonly ok: boolean;
  readonly body: unknown;
}

export async function fetchAnswer(url: string, init: RequestInit, timeoutMs: number, fetchImpl?: typeof fetch): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, init, timeoutMs, fetchImpl);
  } catch (error) {
    // The caller gave up (the popup closed): its abort goes up as it is, not as a failed call.
    if (init.signal?.aborted) throw init.signal.reason;
    throw isTimeout(error) ? MemberError.timeout(error) : MemberError.network(error);
  }
  let text: string;
  try {
    text = await readText(response);
  } catch (error) {
    if (error instanceof MemberError) throw error;
    // The body broke off (a dropped connection; Firefox, as the page is left): the connection
    // failed, the answer was not off the contract.
    throw response.ok ? MemberError.network(error) : MemberError.status(response.status);
  }
  try {
    return { status: response.status, ok: response.ok, body: JSON.parse(text) };
  } catch (error) {
    throw response.ok ? MemberError.malformed(error, response.status) : MemberError.status(response.status);
  }
}
