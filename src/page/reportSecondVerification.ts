/**
 * Loaded only when the shopper comes back from the second verification: asks the member service
 * whether the session exists now and reports the outcome in `member-report`.
 */
import { GATEWAY } from '../kernel/contract/calls.ts';
import { storeFor } from '../state/store.ts';
import { elementClient } from './elementClient.ts';
import { elementReporter } from './elementReporter.ts';

export async function reportSecondVerification(host: HTMLElement): Promise<void> {
  const store = storeFor(host);
  let key: 'VERIFIED' | 'NOT_VERIFIED';
  try {
    await elementClient(host, store).gateway(GATEWAY.currentUser, {}, { needLogin: false });
    key = 'VERIFIED';
  } catch {
    key = 'NOT_VERIFIED';
  }
  elementReporter(host, store)({ kind: 'second-verification', key });
}
