/** The loader's gate: opens when the page is idle after its first paint, or on a hook's first use. */
import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstPaint, createWake, whenIdle } from './wake';

afterEach(() => {
  document.body.innerHTML = '';
});

const state = (promise: Promise<void>) => {
  let open = false;
  void promise.then(() => (open = true));
  return async () => {
    await Promise.resolve();
    await Promise.resolve();
    return open;
  };
};

function setup() {
  document.body.innerHTML = '<div class="hook"><span id="in"></span></div><p id="out"></p>';
  let idle!: () => void;
  const wake = createWake(
    document,
    (element) => element.closest('.hook') !== null,
    (open) => (idle = open),
  );
  return { wake, idle: () => idle(), isOpen: state(wake.opened) };
}

describe('the loader wakes', () => {
  it('when the page is idle after its first paint, not before', async () => {
    const { idle, isOpen } = setup();
    expect(await isOpen()).toBe(false);
    idle();
    expect(await isOpen()).toBe(true);
  });

  it('at once on a pointer, focus or key on a hook', async () => {
    for (const event of [
      new PointerEvent('pointerdown', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
      new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }),
    ]) {
      const { isOpen } = setup();
      document.querySelector('#in')!.dispatchEvent(event);
      expect(await isOpen()).toBe(true);
    }
  });

  it('not for a pointer elsewhere on the page', async () => {
    const { isOpen } = setup();
    document
      .querySelector('#out')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(await isOpen()).toBe(false);
  });

  it('with a real idle callback, after the first frame', async () => {
    document.body.innerHTML = '<p></p>';
    const wake = createWake(
      document,
      () => false,
      (open) => void afterFirstPaint().then(() => whenIdle(open)),
    );
    await expect(wake.opened).resolves.toBeUndefined();
  });
});
