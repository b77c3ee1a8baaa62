/** The locale data steps: each in an idle callback of its own, in order. */
import { describe, expect, it } from 'vitest';
import { loadLocaleData } from './locale-data';

describe('loadLocaleData', () => {
  it('runs one step per idle callback until done', () => {
    const queue: (() => void)[] = [];
    loadLocaleData('en-US', (step) => queue.push(step));
    let steps = 0;
    while (queue.length > 0) {
      expect(queue).toHaveLength(1);
      queue.shift()?.();
      steps++;
    }
    expect(steps).toBe(3);
  });
});
