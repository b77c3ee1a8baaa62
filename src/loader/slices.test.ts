/** Tests of the slicer: jobs run in slices, failures, starting again after the queue ran dry. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSlicer } from './slices';

afterEach(() => vi.restoreAllMocks());

function fakeClock() {
  const clock = { now: 0 };
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
  return clock;
}

describe('createSlicer', () => {
  it('runs jobs back to back within a slice and gives the page a task between slices', async () => {
    const clock = fakeClock();
    const yields: number[] = [];
    const run = createSlicer(10, async () => {
      yields.push(clock.now);
    });
    // Ten mounts of 4 ms each, asked for together (as after a chunk loads): 3 fit in 10 ms.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(() => {
          clock.now += 4;
          return i;
        }),
      ),
    );
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(yields).toEqual([0, 12, 24, 36]);
  });

  it('rejects with a failing job and goes on with the others', async () => {
    fakeClock();
    const run = createSlicer(10, async () => undefined);
    const failing = run(() => {
      throw new Error('no host');
    });
    const next = run(() => 'mounted');
    await expect(failing).rejects.toThrow('no host');
    await expect(next).resolves.toBe('mounted');
  });

  it('starts again after the queue ran dry', async () => {
    const clock = fakeClock();
    let yields = 0;
    const run = createSlicer(10, async () => {
      yields += 1;
    });
    await run(() => undefined);
    clock.now = 1000;
    await run(() => undefined);
    expect(yields).toBe(2);
  });
});
