/** The Google stand-in's consent, approved as a browser does: what the third-party tests share. */
import assert from 'node:assert/strict';
import type { TestClient } from './harness.ts';

export const REDIRECT_URI = 'http://localhost/user/google-login';

/** Approves the Google stand-in's consent as `email`; answers where it sends the browser. */
export async function approveGoogle(browser: TestClient, email: string, state = 'state-123'): Promise<URL> {
  const consent = await browser.fetch(
    `/__dev/google/authorize?${new URLSearchParams({ client_id: 'demo', redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', state })}`,
  );
  assert.equal(consent.status, 200);
  const approved = await browser.submit('/__dev/google/authorize', { email, redirect_uri: REDIRECT_URI, state });
  assert.equal(approved.status, 303);
  return new URL(approved.headers.get('location')!);
}
