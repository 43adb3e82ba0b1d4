/**
 * One hashing thread (a `worker_threads` worker, see hashThreads.ts): computes one hash or one
 * verification at a time, off the service's event loop, and answers `{ id, value }` or
 * `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync, type PasswordHashing } from './passwordHash.ts';

export type HashJob =
  | { readonly id: number; readonly kind: 'hash'; readonly password: string; readonly hashing: PasswordHashing }
  | { readonly id: number; readonly kind: 'verify'; readonly password: string; readonly stored: string | null };

export type HashAnswer = { readonly id: number; readonly value: string | boolean } | { readonly id: number; readonly error: string };

parentPort?.on('message', (job: HashJob) => {
  try {
    const value = job.kind === 'hash' ? hashSync(job.password, job.hashing) : verifySync(job.password, job.stored);
    parentPort?.postMessage({ id: job.id, value } satisfies HashAnswer);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) } satisfies HashAnswer);
  }
});
