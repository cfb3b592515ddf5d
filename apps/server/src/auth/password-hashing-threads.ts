import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Password hashing on threads of its own, each at a lower CPU priority than the rest of the server (docs/decisions/
 * 0082). A hash is about 75-140 ms of CPU on purpose; on the libuv threadpool a burst of sign-ins took the machine's
 * cores from the thread that serves every other request and from the database, and a family's next request (its
 * access token, its profile) waited a second or more behind them. On these threads hashing gets the CPU that
 * serving leaves: sign-ins wait under a burst, everything else does not.
 *
 * At most `HASHING_THREADS` hash at once (one core fewer than the machine has, at least one); more wait their turn.
 * The threads start on the first hash and keep the process alive only while a hash runs.
 */
export const HASHING_THREADS = Math.max(1, availableParallelism() - 1);

/** How much lower than the server's the hashing threads' priority is (Linux `nice`, per thread). */
export const HASHING_NICENESS = 5;

/** What a hashing thread computes: scrypt of the password (NFKC) with the salt, as hex. */
export interface ScryptJob {
  password: string;
  salt: string;
  params: { N: number; r: number; p: number; dkLen: number };
}

/*
 * The thread's code, plain JavaScript on Node's built-ins only, so the same text runs from source (tsx) and from the
 * production bundle. It lowers its own thread's priority (Linux: setpriority on the thread's id, read from
 * /proc/thread-self; elsewhere it keeps the server's) and runs scrypt synchronously, on itself, not on the threadpool.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
let lowered = false;
try {
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) { setPriority(tid, workerData.niceness); lowered = true; }
} catch {}
parentPort.postMessage({ ready: true, lowered });
parentPort.on('message', ({ id, job }) => {
  try {
    const { N, r, p, dkLen } = job.params;
    const key = scryptSync(job.password.normalize('NFKC'), job.salt, dkLen, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ id, key: key.toString('hex') });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve: (key: string) => void;
  reject: (error: Error) => void;
}

class HashingThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Whether the thread runs at the lower priority (false where the platform does not allow it). */
  readonly lowered: Promise<boolean>;

  constructor(niceness: number) {
    this.worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { niceness } });
    this.worker.unref();
    this.lowered = new Promise((resolve) => {
      this.worker.once('message', (message: { lowered?: boolean }) => resolve(message.lowered === true));
    });
    this.worker.on('message', (message: { id?: number; key?: string; error?: string }) => {
      if (message.id === undefined) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (typeof message.key === 'string') waiting.resolve(message.key);
      else waiting.reject(new Error(message.error ?? 'password hashing failed'));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`a password hashing thread stopped (${code})`)));
  }

  get busy(): number {
    return this.pending.size;
  }

  run(job: ScryptJob): Promise<string> {
    const id = this.nextId++;
    // A hash being computed keeps the process alive (a command that hashes one password waits for it).
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, job });
    });
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    threads = threads.filter((t) => t !== this);
  }
}

let threads: HashingThread[] = [];
const queue: { job: ScryptJob; waiting: Pending }[] = [];

function idleThread(): HashingThread | null {
  const idle = threads.find((t) => t.busy === 0);
  if (idle) return idle;
  if (threads.length >= HASHING_THREADS) return null;
  const started = new HashingThread(HASHING_NICENESS);
  threads.push(started);
  return started;
}

function startNext() {
  while (queue.length > 0) {
    const thread = idleThread();
    if (!thread) return;
    const { job, waiting } = queue.shift()!;
    thread
      .run(job)
      .then(waiting.resolve, waiting.reject)
      .finally(() => startNext());
  }
}

/** The scrypt key of one job (hex), computed on a hashing thread once one is free. */
export function scryptOnHashingThread(job: ScryptJob): Promise<string> {
  return new Promise((resolve, reject) => {
    queue.push({ job, waiting: { resolve, reject } });
    startNext();
  });
}

/** Whether the hashing threads run at the lower priority here (starts one if none has started). */
export function hashingThreadsLowered(): Promise<boolean> {
  // With no thread yet, idleThread starts one.
  return (threads[0] ?? idleThread()!).lowered;
}
