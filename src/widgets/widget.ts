/** What a widget chunk exports: its `mount` function and the `Unmount` it returns. */
import type { Runtime } from '../runtime/runtime';

/** Undoes a mount: unmounts React roots, removes listeners, restores what the mount changed. */
export type Unmount = () => void;

/** What every widget chunk exports: hydrate one hook element with the page's shared runtime. */
export interface WidgetModule {
  mount(element: HTMLElement, runtime: Runtime): Unmount;
}
