/**
 * The script tag's entry. At once (`start`, before the page's first paint): `window.Storefront`,
 * the gate and the capture of early presses, nothing more. After the first paint (`boot`): its
 * config and analytics; once the gate opens, the scan of the page for hooks and the watch for
 * more. Everything heavy
 * (React, zod, the store, each widget) is a lazy chunk loaded on first need, so a page without
 * hooks or a cart pays for this file only, and loaded off the critical path: when the main thread
 * is idle after the first paint, or at once when the shopper reaches for a hook (`wake.ts`).
 * Presses that come first are held and replayed when their widget is ready (`replay.ts`).
 */
import { startAnalytics, type AnalyticsModule } from '../analytics/boot';
import { hasCartSession, shareCookies } from '../api/cookies';
import { readConfig, type StorefrontConfig } from '../config';
import type { Diagnostics, SetupProblem } from '../diagnostics/diagnostics';
import type { StorefrontApi } from '../public-api';
import type { createRuntime as CreateRuntime, Runtime } from '../runtime/runtime';
import { yieldToMainThread } from '../runtime/yield-to-main-thread';
import { cartChannelName } from '../store/cart-channel-name';
import type { WidgetModule } from '../widgets/widget';
import { createChunkImporter } from './chunks';
import { createEmitter } from './emitter';
import { createIncompleteCheck } from './incomplete';
import { createLazyDiagnostics } from './lazy-diagnostics';
import { loadLocaleData } from './locale-data';
import { hooks } from './registry';
import { createPressReplay } from './replay';
import { createScanner, type Scanner } from './scanner';
import { createSlicer } from './slices';
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

/**
 * The script's synchronous part is only what cannot wait: the script tag (known only while it
 * runs), `window.Storefront`, the gate and the capture of early presses. The rest is `boot`:
 * after the first paint, so the page's first frame (its LCP) never waits for our work, or
 * earlier when a caller or a held press needs it; its scan of the page waits for the gate.
 */
function start(): StorefrontApi {
  // The chunks read cookies through the loader's own functions (`cookies-shared.ts`).
  shareCookies();
  // As a module (`type="module"`) there is no current script: the tag is found by its URL.
  const script =
    (document.currentScript as HTMLScriptElement | null) ??
    document.querySelector<HTMLScriptElement>('script[src*="storefront"]');
  const emitter = createEmitter();
  const domReady = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    } else resolve();
  });
  const painted = domReady.then(afterFirstPaint);
  const anyHook = hooks.map((hook) => hook.selector).join(',');
  // Even the gate's timers wait for DOM ready: the idle moment comes after the first paint.
  const wake = createWake(
    document,
    (element) => !!element.closest(anyHook),
    (open) => void painted.then(() => whenIdle(open)),
  );

  // What `boot` sets up, once.
  let booted: Promise<void> | undefined;
  let config: StorefrontConfig;
  let diagnostics: Diagnostics<Promise<SetupProblem[]>>;
  let consent: (granted: boolean) => void;
  let scanner: Scanner;
  let checkIncompleteHooks: (root: ParentNode) => Promise<void>;
  let runtime: Promise<Runtime> | undefined;
  let loadRuntime: () => Promise<Runtime>;

  /** The config and its checks, analytics, the scanner; `booted` is the page's scan (`ready`). */
  const boot = () => {
    if (booted) return booted;
    const scriptUrl = script?.src || document.baseURI;
    const importChunk = createChunkImporter(scriptUrl);
    // The problems' list and words are the `setup-checks` chunk's, loaded with a page's first.
    diagnostics = createLazyDiagnostics(() => importChunk('setup-checks'));
    config = readConfig(script, window.StorefrontConfig, location, diagnostics.report);
    checkIncompleteHooks = createIncompleteCheck(
      hooks,
      () => importChunk('setup-checks'),
      diagnostics.report,
    );
    // The runtime is created in a task after its chunks' evaluation, not in the same one.
    loadRuntime = () =>
      (runtime ??= importChunk<{ createRuntime: typeof CreateRuntime }>('runtime').then(
        async ({ createRuntime }) => {
          await yieldToMainThread();
          return createRuntime(config, emitter.emit, diagnostics.report);
        },
      ));
    // Mounts run in slices of the main thread, so a page of many hooks stays responsive.
    const inSlice = createSlicer(MOUNT_SLICE_MS);
    scanner = createScanner(hooks, async (element, hook) => {
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
    // The browser's locale data (prices, the collector's time zone) loads in idle steps once awake.
    void wake.opened.then(() => loadLocaleData(config.locale, whenIdle));

    // The scan waits for the gate (idle after the first paint, or the shopper's first reach for
    // a hook): a task of its own, not the boot's; its mounts would wait for the gate anyway.
    booted = wake.opened.then(async () => {
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
      if (hasCartSession()) void loadRuntime();
      await Promise.all([scanned, checked]);
      if (runtime) {
        const { cart } = await runtime;
        if (cart.getState().status === 'loading') await cart.getState().load();
      }
    });
    // The collector waits for the widgets present at start (`booted`, settled) and then for idle.
    consent = startAnalytics(
      config,
      __STOREFRONT_VERSION__,
      emitter,
      () => importChunk<AnalyticsModule>('analytics'),
      new URL('.', scriptUrl).href,
      booted,
    );
    return booted;
  };

  // A press before the first paint boots the loader at once to find its hook (`replay.ts`).
  createPressReplay(
    document,
    (element) => {
      void boot();
      return scanner.pending(element);
    },
    wake.open,
  );
  const ready = painted.then(boot);

  const shared = () => {
    void boot();
    return loadRuntime();
  };
  const cartCommand = async () => (await shared()).cart.getState();
  // `createRuntime` sets all three (only a widget test's hand-made runtime leaves them out).
  const account = async () => (await shared()) as Required<Runtime>;
  return {
    version: __STOREFRONT_VERSION__,
    ready,
    get config() {
      void boot();
      return config;
    },
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
    consent: (granted) => {
      void boot();
      consent(granted);
    },
    scan: async (root = document) => {
      void boot();
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
