/** Tests of the hook scanner that mounts widgets into the page's hooks. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HookDefinition } from './registry';
import { createScanner } from './scanner';

const hook: HookDefinition = { name: 'thing', selector: '.thing', chunk: 'add-to-cart' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// A test that observes watches a root of its own, which leaves the page with it.
afterEach(() => {
  document.body.innerHTML = '';
});

/** A root of its own in the page, holding `markup`. */
function pageRoot(markup = ''): HTMLElement {
  const root = document.createElement('main');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

function setup() {
  const unmounts: string[] = [];
  const mount = vi.fn(async (element: HTMLElement) => () => {
    unmounts.push(element.id);
  });
  const scanner = createScanner([hook], mount);
  return { scanner, mount, unmounts };
}

describe('the hook scanner', () => {
  it('mounts every hook once, however often the page is scanned', async () => {
    document.body.innerHTML = '<div class="thing" id="a"></div><div class="thing" id="b"></div>';
    const { scanner, mount } = setup();
    await Promise.all([scanner.scan(document), scanner.scan(document)]);
    await scanner.scan(document);
    expect(mount.mock.calls.map(([element]) => element.id)).toEqual(['a', 'b']);
  });

  it('mounts hooks added later and unmounts removed ones', async () => {
    const { scanner, mount, unmounts } = setup();
    const root = pageRoot();
    scanner.observe(root);
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div class="thing" id="late"></div>';
    root.append(wrapper);
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    wrapper.remove();
    await flush();
    expect(unmounts).toEqual(['late']);
  });

  it('keeps a hook that was moved within the page mounted', async () => {
    const root = pageRoot(
      '<div id="one"><div class="thing" id="moved"></div></div><div id="two"></div>',
    );
    const { scanner, unmounts } = setup();
    await scanner.scan(document);
    scanner.observe(root);
    document.querySelector('#two')!.append(document.querySelector('#moved')!);
    await flush();
    expect(unmounts).toEqual([]);
  });

  it('unmounts a hook removed while its chunk was still loading', async () => {
    document.body.innerHTML = '<div class="thing" id="gone"></div>';
    let finish: () => void = () => undefined;
    const unmount = vi.fn();
    const scanner = createScanner(
      [hook],
      () => new Promise((resolve) => (finish = () => resolve(unmount))),
    );
    const scanned = scanner.scan(document);
    document.body.innerHTML = '';
    finish();
    await scanned;
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('names the mounts still pending around an element, starting one no scan has met', async () => {
    document.body.innerHTML = '<div class="thing" id="a"><span id="inner"></span></div><p></p>';
    let finish: () => void = () => undefined;
    const mount = vi.fn(
      () => new Promise<() => void>((resolve) => (finish = () => resolve(() => undefined))),
    );
    const scanner = createScanner([hook], mount);
    expect(scanner.pending(document.querySelector('p')!)).toBeUndefined();
    const waits = scanner.pending(document.querySelector('#inner')!);
    expect(waits).toHaveLength(1);
    expect(mount).toHaveBeenCalledTimes(1);
    const scanned = scanner.scan(document);
    finish();
    await scanned;
    await Promise.all(waits!);
    expect(scanner.pending(document.querySelector('#inner')!)).toEqual([]);
    expect(mount).toHaveBeenCalledTimes(1);
  });
});
