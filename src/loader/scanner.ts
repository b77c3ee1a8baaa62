/** The hook scanner: finds the page's hooks and mounts their widgets once each. */
import type { Unmount } from '../widgets/widget';
import type { HookDefinition } from './registry';

interface Mount {
  /** Set once the widget has mounted; until then the mount is pending. */
  unmount?: Unmount | undefined;
  /** Resolves once the mount has settled (mounted, failed or dropped). */
  done: Promise<void>;
  settled: boolean;
}

export interface Scanner {
  /**
   * Mounts every hook under `root` that is not mounted yet; resolves when every hook there has
   * settled (those an earlier scan or press started too).
   */
  scan(root: ParentNode): Promise<unknown>;
  /** Starts mounting added hooks and unmounting removed ones, for as long as the page lives. */
  observe(target: Node): void;
  /**
   * The mounts still to settle of every hook around `element` (itself or an ancestor), found
   * and started now if no scan has met them yet; `undefined` when it is in no hook.
   */
  pending(element: Element): Promise<void>[] | undefined;
}

/**
 * Finds hook elements and keeps them mounted exactly once: one record per element and hook,
 * created before the widget chunk loads, so a second scan (or a mutation) during the load
 * cannot mount it again. Elements that leave the document are unmounted.
 */
export function createScanner(
  hooks: readonly HookDefinition[],
  mount: (element: HTMLElement, hook: HookDefinition) => Promise<Unmount | undefined>,
): Scanner {
  const mounts = new Map<HTMLElement, Map<string, Mount>>();
  const anyHook = hooks.map((hook) => hook.selector).join(',');

  /** The mount of `hook` on `element`, started now if there is none yet. */
  function consider(element: HTMLElement, hook: HookDefinition): Mount {
    let byHook = mounts.get(element);
    if (!byHook) mounts.set(element, (byHook = new Map()));
    const known = byHook.get(hook.name);
    if (known) return known;
    const record = { settled: false } as Mount;
    byHook.set(hook.name, record);
    record.done = mount(element, hook).then((unmount) => {
      record.settled = true;
      if (byHook.get(hook.name) === record && element.isConnected) record.unmount = unmount;
      else unmount?.();
    });
    return record;
  }

  function pending(target: Element): Promise<void>[] | undefined {
    let inHook = false;
    const waits: Promise<void>[] = [];
    for (const hook of hooks) {
      const element = target.closest<HTMLElement>(hook.selector);
      if (!element) continue;
      inHook = true;
      const record = consider(element, hook);
      if (!record.settled) waits.push(record.done);
    }
    return inHook ? waits : undefined;
  }

  function scan(root: ParentNode): Promise<unknown> {
    const settled: Promise<void>[] = [];
    for (const hook of hooks) {
      if (root instanceof HTMLElement && root.matches(hook.selector)) {
        settled.push(consider(root, hook).done);
      }
      for (const element of root.querySelectorAll<HTMLElement>(hook.selector)) {
        settled.push(consider(element, hook).done);
      }
    }
    return Promise.all(settled);
  }

  function sweep(): void {
    for (const [element, byHook] of mounts) {
      if (element.isConnected) continue;
      mounts.delete(element);
      for (const record of byHook.values()) record.unmount?.();
    }
  }

  return {
    scan,
    pending,
    observe(target) {
      new MutationObserver((records) => {
        let removed = false;
        for (const record of records) {
          // One combined query first: most added nodes (a widget's own markup) hold no hook.
          for (const node of record.addedNodes)
            if (
              node instanceof HTMLElement &&
              (node.matches(anyHook) || node.querySelector(anyHook))
            )
              void scan(node);
          removed ||= record.removedNodes.length > 0;
        }
        if (removed) sweep();
      }).observe(target, { childList: true, subtree: true });
    },
  };
}
