/**
 * Hydration in slices of the main thread. Jobs queue up and run back to back for at most
 * `sliceMs`; then the page gets a task of its own (input, paint) before the next slice. A
 * listing of a thousand hooks mounts in many short tasks, not one long one that freezes it.
 * Returns `run(job)`, which resolves with the job's result (or rejects with its error).
 */
import { yieldToMainThread } from '../runtime/yield-to-main-thread';

export function createSlicer(
  sliceMs: number,
  yieldToPage: () => Promise<void> = yieldToMainThread,
): <T>(job: () => T) => Promise<T> {
  const queue: (() => void)[] = [];
  let draining = false;

  async function drain() {
    draining = true;
    while (queue.length > 0) {
      await yieldToPage();
      const end = performance.now() + sliceMs;
      do queue.shift()?.();
      while (queue.length > 0 && performance.now() < end);
    }
    draining = false;
  }

  return (job) =>
    new Promise((resolve, reject) => {
      queue.push(() => {
        try {
          resolve(job());
        } catch (error) {
          reject(error);
        }
      });
      if (!draining) void drain();
    });
}
