/**
 * The process's password-hashing threads (`worker_threads`, each running hashThread.ts): a hash
 * costs a core for some milliseconds, and on the event loop it would stall every other request for
 * as long. Like libuv's pool, the threads belong to the process, not to one service: they start at
 * the first hash, grow to the most any `PasswordHasher` of the process asks for (its
 * `hashWorkers`), and are unreferenced while idle, so that they never keep a process alive. Which
 * jobs may run and which wait or are refused is each `PasswordHasher`'s business.
 *
 * A thread holds its next job as well as the one it computes (`JOBS_PER_THREAD`): it starts the
 * next hash the moment it ends one, instead of idling until the event loop has read its answer and
 * sent another. Under load that wait was some milliseconds a hash (issue 35: a busy event loop
 * reads a thread's answer late), a sixth of the thread's time.
 */
import { Worker } from 'node:worker_threads';
import type { HashAnswer, HashJob } from './hashThread.ts';

type Job = HashJob extends infer J ? (J extends HashJob ? Omit<J, 'id'> : never) : never;

/** Jobs a thread holds at once: the one it computes and the next (a thread computes one at a time). */
export const JOBS_PER_THREAD = 2;

interface Thread {
  readonly worker: Worker;
  /** The jobs it holds, by id, and how to answer their callers. */
  readonly jobs: Map<number, { readonly resolve: (value: string | boolean) => void; readonly reject: (error: Error) => void }>;
}

const THREAD_URL = new URL('./hashThread.ts', import.meta.url);

/**
 * The thread's start: the service runs as TypeScript through tsx, whose loader a worker does not
 * inherit on Node 20, so a `.ts` thread registers it first.
 */
function startWorker(): Worker {
  if (!THREAD_URL.pathname.endsWith('.ts')) return new Worker(THREAD_URL);
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(THREAD_URL.href)});`;
  return new Worker(boot, { eval: true });
}

const threads: Thread[] = [];
const waiting: { readonly job: HashJob; readonly resolve: (value: string | boolean) => void; readonly reject: (error: Error) => void }[] = [];
let nextId = 1;

function start(): Thread {
  const thread: Thread = { worker: startWorker(), jobs: new Map() };
  thread.worker.unref();
  thread.worker.on('message', (answer: HashAnswer) => {
    const caller = thread.jobs.get(answer.id);
    if (!caller) return;
    thread.jobs.delete(answer.id);
    if (thread.jobs.size === 0) thread.worker.unref();
    if ('error' in answer) caller.reject(new Error(answer.error));
    else caller.resolve(answer.value);
    dispatch();
  });
  // A thread that dies fails its jobs and is replaced at the next one.
  thread.worker.on('error', (error) => {
    threads.splice(threads.indexOf(thread), 1);
    for (const caller of thread.jobs.values()) caller.reject(error);
    thread.jobs.clear();
    dispatch();
  });
  threads.push(thread);
  return thread;
}

/** Hands the waiting jobs to the threads, the least loaded first, up to `JOBS_PER_THREAD` each. */
function dispatch(): void {
  while (waiting.length > 0) {
    const thread = threads.reduce<Thread | undefined>((least, candidate) => (!least || candidate.jobs.size < least.jobs.size ? candidate : least), undefined);
    if (!thread || thread.jobs.size >= JOBS_PER_THREAD) return;
    const next = waiting.shift();
    if (!next) return;
    thread.jobs.set(next.job.id, { resolve: next.resolve, reject: next.reject });
    thread.worker.ref();
    thread.worker.postMessage(next.job);
  }
}

/** Runs `job` on one of at least `size` threads (started as needed): its hash, or whether the password matched. */
export function onHashThread(job: Job, size: number): Promise<string | boolean> {
  while (threads.length < size) start();
  return new Promise((resolve, reject) => {
    waiting.push({ job: { ...job, id: nextId++ }, resolve, reject });
    dispatch();
  });
}

/** Ends the threads (tools that must exit at once; an idle process exits without it). */
export async function stopHashThreads(): Promise<void> {
  await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
}
