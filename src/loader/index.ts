/**
 * The script tag's entry. Reads its config, publishes `window.Storefront`, scans the page for
 * hooks and keeps watching it. Everything heavy (React, zod, the store, each widget) is a
 * lazy chunk loaded on first need, so a page without hooks or a cart pays for this file only,
 * and loaded off the critical path: after the first paint when the main thread is idle, or at
 * once when the shopper reaches for a hook (`wake.ts`). Presses that come first are held and
 * replayed when their widget is ready (`replay.ts`).
 */
import { startAnalytics, type AnalyticsModule } from '../analytics/boot';
import { hasCartSession } from '../api/cookies';
import { readConfig } from '../config';
import { createDiagnostics } from '../diagnostics/diagnostics';
import type { StorefrontApi } from '../public-api';
import type { createRuntime as CreateRuntime, Runtime } from '../runtime/runtime';
import { cartChannelName } from '../store/cart-channel-name';
import type { WidgetModule } from '../widgets/widget';
import { createChunkImporter } from './chunks';
import { createEmitter } from './emitter';
import { createIncompleteCheck } from './incomplete';
import { loadLocaleData } from './locale-data';
import { hooks } from './registry';
import { createPressReplay } from './replay';
import { createScanner } from './scanner';
import { createSlicer, yieldToMainThread } from './slices';
import { afterFirstPaint, createWake, whenIdle } from './wake';

declare const __STOREFRONT_VERSION__: string;

const DUPLICATE_WARNED = Symbol.for('storefront.duplicate-warned');

/**
 * Longest stretch of mounting before the page gets the main thread back: under the 50 ms of a
 * long task with room for one slow mount. Each slice costs the page a frame (style, layout and
 * paint of what changed: 50-70 ms at 4x CPU on a 200-card listing), so fewer, longer slices
 * block less in all than 10 ms ones did (issue 19's benchmark).
 */
const MOUNT_SLICE_MS = 30;

function start(): StorefrontApi {
  const script =
    document.currentScript instanceof HTMLScriptElement
      ? document.currentScript
      : document.querySelector<HTMLScriptElement>('script[src*="storefront"]');
  const diagnostics = createDiagnostics();
  const config = readConfig(script, window.StorefrontConfig, location, diagnostics.report);
  const emitter = createEmitter();
  const importChunk = createChunkImporter(script?.src || document.baseURI);
  const checkIncompleteHooks = createIncompleteCheck(
    hooks,
    () => importChunk('setup-checks'),
    diagnostics.report,
  );
  // The collector waits for the widgets present at start (`ready`, below) and then for idle.
  let settle = () => {};
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const consent = startAnalytics(
    config,
    __STOREFRONT_VERSION__,
    emitter,
    () => importChunk<AnalyticsModule>('analytics'),
    new URL('.', script?.src || document.baseURI).href,
    settled,
  );

  let runtime: Promise<Runtime> | undefined;
  // The runtime is created in a task after its chunks' evaluation, not in the same one.
  const loadRuntime = (): Promise<Runtime> =>
    (runtime ??= importChunk<{ createRuntime: typeof CreateRuntime }>('runtime').then(
      async ({ createRuntime }) => {
        await yieldToMainThread();
        return createRuntime(config, emitter.emit, diagnostics.report);
      },
    ));

  // Mounts run in slices of the main thread, so a page of many hooks stays responsive.
  const inSlice = createSlicer(MOUNT_SLICE_MS);
  const anyHook = hooks.map((hook) => hook.selector).join(',');
  const wake = createWake(document, (element) => !!element.closest(anyHook));
  const scanner = createScanner(hooks, async (element, hook) => {
    try {
      await wake.opened;
      const [shared, widget] = await Promise.all([
        loadRuntime(),
        importChunk<WidgetModule>(hook.chunk),
      ]);
      return await inSlice(() => widget.mount(element, shared));
    } catch (error) {
      console.error(`[storefront] could not mount the ${hook.name} widget`, error);
      return undefined;
    }
  });
  createPressReplay(document, scanner.pending, wake.open);
  // The browser's locale data (prices, the collector's time zone) loads in idle steps once awake.
  void wake.opened.then(() => loadLocaleData(config.locale, whenIdle));

  const domReady = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    } else resolve();
  });

  // The scan, the setup checks, the cookie and the cart channel wait for the first paint too: at
  // DOM ready they would hold the page's first frame (its LCP) behind our work. Presses before
  // then are held all the same (`replay.ts` finds their hook itself).
  const painted = domReady.then(() => new Promise<void>(afterFirstPaint));
  const ready = painted.then(async () => {
    // Another tab changed the cart: a page that had no reason to load the runtime now has one.
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(cartChannelName(config.websiteId));
      channel.onmessage = () => {
        if (runtime) return;
        void loadRuntime().then((shared) => shared.cart.getState().load());
      };
    }
    scanner.observe(document.documentElement);
    const checked = checkIncompleteHooks(document);
    const scanned = scanner.scan(document);
    const cartSession = hasCartSession();
    if (cartSession) void wake.opened.then(loadRuntime);
    await Promise.all([scanned, checked]);
    // Ready means awake: hooks a single-page site adds from now on mount without waiting.
    await wake.opened;
    if (runtime) {
      const { cart } = await runtime;
      if (cart.getState().status === 'loading') await cart.getState().load();
    }
  });
  ready.then(settle, settle);

  const cartCommand = async () => (await loadRuntime()).cart.getState();
  const account = async () => {
    const { session, preferences, experiments } = await loadRuntime();
    if (!session || !preferences || !experiments)
      throw new Error('[storefront] no account runtime');
    return { session, preferences, experiments };
  };
  return {
    version: __STOREFRONT_VERSION__,
    ready,
    config,
    cart: {
      add: async ({ itemId, sku = null, quantity = 1, additionalFields = null }) =>
        (await cartCommand()).add({ itemId, sku, quantity, additionalFields }),
      get: async () => {
        const state = await cartCommand();
        return state.status === 'loaded' ? state.cart : state.load();
      },
      refresh: async () => (await cartCommand()).load(),
    },
    account: {
      state: async () => {
        const { status, siteUserId } = (await account()).session.getState();
        return { status, siteUserId };
      },
      getPreferences: async (namespace) => (await account()).preferences.get(namespace),
      savePreferences: async (namespace, values) =>
        (await account()).preferences.save(namespace, values),
      experiments: async () => (await account()).experiments(),
    },
    on: emitter.on,
    off: emitter.off,
    consent,
    scan: async (root = document) => {
      await Promise.all([scanner.scan(root), checkIncompleteHooks(root)]);
    },
    diagnose: async () => {
      await ready;
      await checkIncompleteHooks(document);
      return diagnostics.list();
    },
  };
}

const existing = window.Storefront as (StorefrontApi & { [DUPLICATE_WARNED]?: true }) | undefined;
if (existing && typeof existing.version === 'string') {
  if (!existing[DUPLICATE_WARNED]) {
    existing[DUPLICATE_WARNED] = true;
    console.warn(
      `[storefront] the script is included more than once; v${__STOREFRONT_VERSION__} ignored, v${existing.version} keeps running.`,
    );
  }
} else {
  window.Storefront = start();
}
