/**
 * The process's password-hashing threads (`worker_threads`, each running hashThread.ts): a hash
 * costs a core for some milliseconds, and on the event loop it would stall every other request for
 * as long. Like libuv's pool, the threads belong to the process, not to one service: they start at
 * the first hash, grow to the most any `PasswordHasher` of the process asks for (its
 * `hashWorkers`), and are unreferenced while idle, so that they never keep a process alive. Which
 * jobs may run and which wait or are refused is each `PasswordHasher`'s business.
 */
import { Worker } from 'node:worker_threads';
import type { HashAnswer, HashJob } from './hashThread.ts';

type Job = HashJob extends infer J ? (J extends HashJob ? Omit<J, 'id'> : never) : never;

interface Thread {
  readonly worker: Worker;
  /** The job it computes, and how to answer its caller. */
  busy?: { readonly id: number; readonly resolve: (value: string | boolean) => void; readonly reject: (error: Error) => void } | undefined;
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
  const thread: Thread = { worker: startWorker() };
  thread.worker.unref();
  thread.worker.on('message', (answer: HashAnswer) => {
    const busy = thread.busy;
    if (!busy || busy.id !== answer.id) return;
    thread.busy = undefined;
    thread.worker.unref();
    if ('error' in answer) busy.reject(new Error(answer.error));
    else busy.resolve(answer.value);
    dispatch();
  });
  // A thread that dies fails its job and is replaced at the next one.
  thread.worker.on('error', (error) => {
    threads.splice(threads.indexOf(thread), 1);
    thread.busy?.reject(error);
    dispatch();
  });
  threads.push(thread);
  return thread;
}

function dispatch(): void {
  for (const thread of threads) {
    if (thread.busy) continue;
    const next = waiting.shift();
    if (!next) return;
    thread.busy = { id: next.job.id, resolve: next.resolve, reject: next.reject };
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
