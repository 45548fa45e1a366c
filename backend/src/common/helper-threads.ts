import { readdirSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

/** How much lower than the main thread the app's helper threads run (nice values, 0 to 19). */
export const HELPER_THREADS_LOWER_BY = 10;

/**
 * Lets the thread that answers requests go first when the CPU is busy: every other thread of the
 * process now (V8's helpers, which collect garbage and compile alongside; libuv's pool, which
 * compresses answers, e.g. an administrator's export, and runs file, DNS, hashing and image work)
 * gets a nice value HELPER_THREADS_LOWER_BY above the main thread's. Threads those threads start
 * later (an image library's) inherit it; threads the main thread starts later (the page renderer's
 * worker) keep the main thread's. Nothing runs slower on an idle machine; on a busy one, a visitor's
 * request no longer waits in the CPU's queue behind the compression of an export
 * (docs/performance.md, "Helper threads below the main thread"; decisions.md).
 *
 * Linux only (elsewhere a priority is the whole process's, and 0 is returned). No privilege is
 * needed to lower a priority. Resolves to how many threads were lowered.
 */
export async function lowerHelperThreads(lowerBy = HELPER_THREADS_LOWER_BY): Promise<number> {
  if (process.platform !== 'linux') return 0;
  // libuv starts its whole pool at the first job: start it now, so that its threads are there.
  await promisify(gzip)(Buffer.alloc(0));
  const nice = Math.min(19, getPriority() + lowerBy);
  let lowered = 0;
  for (const entry of readdirSync('/proc/self/task')) {
    const thread = Number(entry);
    if (thread === process.pid) continue;
    try {
      setPriority(thread, nice);
      lowered += 1;
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return lowered;
}

/** The lowest CPU priority there is (nice 19). */
export const LOWEST_PRIORITY = 19;

/**
 * Puts every thread of this process, the main one included, at `nice` (by default the lowest
 * priority): for a process whose whole work can wait for everything else on the machine (the image
 * worker, uploads/image-worker.ts). Threads started afterwards inherit it from the thread that
 * starts them. On Linux each thread is set (a priority there is a thread's); elsewhere the process's.
 * Returns how many threads were set.
 */
export function lowerWholeProcess(nice = LOWEST_PRIORITY): number {
  if (process.platform !== 'linux') {
    try {
      setPriority(nice);
      return 1;
    } catch {
      return 0;
    }
  }
  let lowered = 0;
  for (const entry of readdirSync('/proc/self/task')) {
    try {
      setPriority(Number(entry), nice);
      lowered += 1;
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return lowered;
}
