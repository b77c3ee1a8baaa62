/** `anchorBelow`: where the floating element lands beside its anchor, and that it follows a scroll. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorBelow } from './anchor-below';

/** An element whose box is `rect` (happy-dom lays nothing out). */
function boxed(rect: { left: number; top: number; width: number; height: number }) {
  const element = document.createElement('div');
  const box = { ...rect };
  element.getBoundingClientRect = () =>
    ({
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
    }) as DOMRect;
  Object.defineProperty(element, 'offsetWidth', { get: () => box.width });
  document.body.append(element);
  return { element, box };
}

describe('anchorBelow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 1000,
      configurable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('puts it 8 px below the anchor, right edges aligned', () => {
    const anchor = boxed({ left: 700, top: 20, width: 200, height: 40 });
    const floating = boxed({ left: 0, top: 0, width: 300, height: 60 });
    const stop = anchorBelow(floating.element, anchor.element);
    expect(floating.element.style.position).toBe('fixed');
    expect(floating.element.style.top).toBe('68px');
    expect(floating.element.style.left).toBe('600px');
    stop();
  });

  it('shifts it to stay 8 px inside the window on either side', () => {
    const nearRight = boxed({ left: 900, top: 0, width: 120, height: 30 });
    const nearLeft = boxed({ left: 0, top: 0, width: 50, height: 30 });
    const floating = boxed({ left: 0, top: 0, width: 300, height: 60 });
    anchorBelow(floating.element, nearRight.element)();
    expect(floating.element.style.left).toBe('692px');
    anchorBelow(floating.element, nearLeft.element)();
    expect(floating.element.style.left).toBe('8px');
  });

  it('follows the anchor when the page scrolls, until stopped', () => {
    const anchor = boxed({ left: 700, top: 20, width: 200, height: 40 });
    const floating = boxed({ left: 0, top: 0, width: 300, height: 60 });
    const stop = anchorBelow(floating.element, anchor.element);
    anchor.box.top = -10;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
    expect(floating.element.style.top).toBe('38px');
    stop();
    anchor.box.top = 100;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
    expect(floating.element.style.top).toBe('38px');
  });
});
