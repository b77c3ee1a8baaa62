/** The ES module entry (`storefront.mjs`) for sites built with React or a bundler: mounts the same widget chunks on elements the site hands it, without the scanner. */
import { shareCookies } from '../api/cookies';
import { readConfig, type StorefrontConfig, type StorefrontConfigInput } from '../config';
import { createDiagnostics, type SetupProblem } from '../diagnostics/diagnostics';
import { checkIncompleteHooks } from '../diagnostics/setup-checks';
import { setupWords } from '../diagnostics/setup-words';
import { createChunkImporter } from '../loader/chunks';
import { createEmitter } from '../loader/emitter';
import { hooks, type HookDefinition } from '../loader/registry';
import type { AddToCartInput, StorefrontApi } from '../public-api';
import type { createRuntime as CreateRuntime, Runtime } from '../runtime/runtime';
import type { Unmount, WidgetModule } from '../widgets/widget';

/** A hook's name as the registry knows it: 'add-to-cart', 'cart-page', 'form-block', … */
export type HookName = string;

/** What `createStorefront` returns: the widgets and the cart of one page (or app). */
export interface Storefront extends Pick<StorefrontApi, 'cart' | 'on' | 'off'> {
  readonly config: Readonly<StorefrontConfig>;
  /**
   * Mounts the widget of `hook` (default: the hook whose selector the element matches, as the
   * README's hook contract describes) on `element`; resolves with its unmount. An element that
   * is no hook is reported (see `diagnose`) and resolves with a no-op.
   */
  mount(element: HTMLElement, hook?: HookName): Promise<Unmount>;
  /** The setup mistakes found so far (each also logged once as a `[storefront]` warning). */
  diagnose(): SetupProblem[];
}

function hookFor(element: HTMLElement, name: HookName | undefined): HookDefinition | undefined {
  return name === undefined
    ? hooks.find((hook) => element.matches(hook.selector))
    : hooks.find((hook) => hook.name === name);
}

/**
 * One page's Storefront without the script tag: the config comes from `input` (the same
 * options as `window.StorefrontConfig`), widgets are mounted only where the site asks. The
 * chunks load from beside this file, as the script tag's do.
 */
export function createStorefront(input: StorefrontConfigInput = {}): Storefront {
  // The chunks read cookies through this entry's functions (`cookies-shared.ts`).
  shareCookies();
  const diagnostics = createDiagnostics(setupWords);
  const config = readConfig(null, input, window.location, diagnostics.report);
  const emitter = createEmitter();
  const importChunk = createChunkImporter(import.meta.url);
  let runtime: Promise<Runtime> | undefined;
  const loadRuntime = (): Promise<Runtime> =>
    (runtime ??= importChunk<{ createRuntime: typeof CreateRuntime }>('runtime').then(
      ({ createRuntime }) => createRuntime(config, emitter.emit, diagnostics.report),
    ));
  const cart = async () => (await loadRuntime()).cart.getState();

  return {
    config,
    async mount(element, name) {
      const hook = hookFor(element, name);
      if (!hook) {
        checkIncompleteHooks(element, diagnostics.report);
        if (name !== undefined) {
          diagnostics.report(
            element,
            'hook',
            `"${name}" is not a Storefront hook.`,
            `use one of: ${hooks.map((h) => h.name).join(', ')}.`,
          );
        }
        return () => undefined;
      }
      const [shared, widget] = await Promise.all([
        loadRuntime(),
        importChunk<WidgetModule>(hook.chunk),
      ]);
      return widget.mount(element, shared);
    },
    cart: {
      add: async ({ itemId, sku = null, quantity = 1, additionalFields = null }: AddToCartInput) =>
        (await cart()).add({ itemId, sku, quantity, additionalFields }),
      get: async () => {
        const state = await cart();
        return state.status === 'loaded' ? state.cart : state.load();
      },
      refresh: async () => (await cart()).load(),
    },
    on: emitter.on,
    off: emitter.off,
    diagnose: () => diagnostics.list(),
  };
}

export type { SetupProblem } from '../diagnostics/diagnostics';
export type { StorefrontConfig, StorefrontConfigInput } from '../config';
export type { StorefrontEventMap, StorefrontEventName } from '../events';
export type { AddToCartInput, StorefrontApi } from '../public-api';
export type { Unmount } from '../widgets/widget';
