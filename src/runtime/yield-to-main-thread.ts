/** `yieldToMainThread`: one way to give the page the main thread back, for the loader's mount slices and the form block's build. */

interface Scheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` where the browser has it (it keeps our place in line), else a new task. */
export function yieldToMainThread(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
