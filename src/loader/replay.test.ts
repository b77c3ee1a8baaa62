/** Presses held before their widget mounts and replayed after: none lost, none twice, in order. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPressReplay } from './replay';

// Each test holds presses in a root of its own, which leaves the page with it.
afterEach(() => {
  document.body.innerHTML = '';
});

/** Once every press held so far has been replayed (or dropped): the replay takes microtasks. */
const replayed = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A root of its own in the page, holding `markup`. */
function pageRoot(markup: string): HTMLElement {
  const root = document.createElement('main');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

/** A page with one hook (`.hook`) whose mount the test finishes with `mounted()`. */
function setup(markup: string) {
  const root = pageRoot(`<div class="hook">${markup}</div><button id="outside">x</button>`);
  let mounted!: () => void;
  const mount = new Promise<void>((resolve) => (mounted = resolve));
  let isMounted = false;
  void mount.then(() => (isMounted = true));
  const onHold = vi.fn();
  createPressReplay(
    root,
    (element) => (element.closest('.hook') ? (isMounted ? [] : [mount]) : undefined),
    onHold,
  );
  /** What the widget and the host page see, in order. */
  const seen: string[] = [];
  const hook = document.querySelector<HTMLElement>('.hook')!;
  const widget = (event: Event) => {
    seen.push(`widget ${event.type}${'key' in event ? ` ${String(event.key)}` : ''}`);
  };
  const finish = async () => {
    // The widget's listeners arrive with its mount, as a real mount adds them.
    for (const type of ['click', 'keydown', 'change', 'submit'])
      hook.addEventListener(type, widget);
    mounted();
    await replayed();
  };
  document.addEventListener('click', () => seen.push('page click'));
  return { hook, seen, finish, onHold };
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (element: Element, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('presses before the widget is ready', () => {
  it('holds a click and replays it once, to the widget and the page alike', async () => {
    const { hook, seen, finish, onHold } = setup('<span id="label">Add</span>');
    const notPrevented = click(hook.querySelector('#label')!);
    expect(notPrevented).toBe(false);
    expect(seen).toEqual([]);
    expect(onHold).toHaveBeenCalledTimes(1);
    await finish();
    expect(seen).toEqual(['widget click', 'page click']);
  });

  it('replays two presses as two, in the order they came', async () => {
    const { hook, seen, finish } = setup('');
    click(hook);
    key(hook, 'Enter');
    key(hook, ' ');
    await finish();
    expect(seen).toEqual([
      'widget click',
      'page click',
      'widget keydown Enter',
      'widget keydown  ',
    ]);
  });

  it('lets other keys and presses after the mount through untouched', async () => {
    const { hook, seen, finish } = setup('');
    expect(key(hook, 'a')).toBe(true);
    await finish();
    expect(click(hook)).toBe(true);
    expect(seen).toEqual(['widget click', 'page click']);
  });

  it('leaves presses outside every hook alone', async () => {
    const { seen, onHold } = setup('');
    expect(click(document.querySelector('#outside')!)).toBe(true);
    expect(seen).toEqual(['page click']);
    expect(onHold).not.toHaveBeenCalled();
  });

  it('lets a select change itself and replays its change once the widget listens', async () => {
    const { hook, seen, finish } = setup('<select><option>S</option><option>M</option></select>');
    const select = hook.querySelector('select')!;
    select.value = 'M';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).toEqual([]);
    await finish();
    expect(seen).toEqual(['widget change']);
    expect(select.value).toBe('M');
  });

  it('does not hold keys the browser turns into a click itself (a native button)', async () => {
    const { hook, seen, finish } = setup('<button type="button">Go</button>');
    const button = hook.querySelector('button')!;
    expect(key(button, 'Enter')).toBe(true);
    click(button); // what the browser dispatches for that Enter: held, replayed once
    await finish();
    expect(seen).toEqual(['widget click', 'page click']);
  });

  it('replays a held submit through requestSubmit, so the form submits once', async () => {
    const { hook, seen, finish } = setup('<form><input name="email"></form>');
    const form = hook.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).not.toHaveBeenCalled();
    await finish();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['widget submit']);
  });

  it('queues a press on a mounted hook behind one still held, to keep their order', async () => {
    const root = pageRoot('<div class="a"></div><div class="b"></div>');
    let mountA!: () => void;
    const a = new Promise<void>((resolve) => (mountA = resolve));
    let aReady = false;
    createPressReplay(
      root,
      (element) => {
        if (element.closest('.b')) return [];
        if (element.closest('.a')) return aReady ? [] : [a];
        return undefined;
      },
      () => undefined,
    );
    const order: string[] = [];
    document.addEventListener('click', (event) => order.push((event.target as Element).className));
    click(document.querySelector('.a')!);
    click(document.querySelector('.b')!);
    expect(order).toEqual([]);
    aReady = true;
    mountA();
    await replayed();
    expect(order).toEqual(['a', 'b']);
  });

  it('drops a press whose element left the page before its widget was ready', async () => {
    const { hook, seen, finish } = setup('<span id="label">Add</span>');
    const label = hook.querySelector('#label')!;
    click(label);
    label.remove();
    await finish();
    expect(seen).toEqual([]);
  });
});
