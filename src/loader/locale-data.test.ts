/** The locale data steps: each in an idle callback of its own. */
import { describe, expect, it } from 'vitest';
import { loadLocaleData } from './locale-data';

describe('loadLocaleData', () => {
  it('queues one idle callback per step, and none of them throws', () => {
    const steps: (() => void)[] = [];
    loadLocaleData('en-US', (step) => steps.push(step));
    expect(steps).toHaveLength(4);
    for (const step of steps) expect(step).not.toThrow();
  });
});
