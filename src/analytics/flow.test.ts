/** The analytics chunk against the mock server in process: each domain event's payload passes the server's validation with the documents' fields, hostile text arrives as data, skip rules send nothing; the recording decision. */
// @vitest-environment node
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessFetch, testApp } from '../../mock-server/test-support';
import {
  CENSUS_FIELDS,
  COMMERCE_FIELDS,
  MOCK_RECORDING_ID,
  TRACKER_FIELDS,
} from '../api/analytics-contract';
import type { ShoppingCart } from '../api/schemas';
import { testCart } from '../api/test-cart';
import { readConfig } from '../config';
import { createEmitter } from '../loader/emitter';
import { start } from './index';
import { decideRecording, recordingEligible } from './session-recording';

const HOSTILE = '<img src=x onerror="alert(1)"> Tee & "Co"';
const cart: ShoppingCart = testCart({
  websiteId: 'demo-website',
  created: 1,
  entries: [
    {
      id: 'e1',
      itemId: 'prod-classic-tee',
      quantity: 2,
      chosenVariant: { sku: 'SKU-1', attributes: {} },
      additionalFields: null,
      title: HOSTILE,
      subTotal: 5000,
      purchasePriceCents: 2500,
      productType: 1,
    },
  ],
  subtotalCents: 5000,
  grandTotalCents: 5000,
  totalQuantity: 2,
});

function page(context: object) {
  document.title = HOSTILE;
  document.body.innerHTML = `<script type="application/json" data-storefront-page-context>${JSON.stringify(context)}</script>
    <a class="sqs-block-button-element" href="/sale">Sale</a>`;
}
const productContext = {
  pageType: 50,
  collectionId: 'coll-shop',
  item: {
    id: 'prod-classic-tee',
    recordType: 11,
    title: HOSTILE,
    structuredContent: {
      productType: 1,
      variants: [{ priceMoney: { value: '25.00', currency: 'USD' } }],
    },
  },
};

type Summary = {
  total: number;
  counts: Record<string, number>;
  events: { call: string; name: string; payload: Record<string, unknown> }[];
};

let server: ReturnType<typeof inProcessFetch>;
let app: ReturnType<typeof testApp>;

/** A page in Node (the mock server needs Node's own URL and fetch classes, so no DOM environment). */
function browserPage(url = 'http://localhost/products/classic-tee') {
  const win = new Window({ url, width: 1024, height: 768 });
  const globals: Record<string, unknown> = {
    window: win,
    document: win.document,
    location: win.location,
    localStorage: win.localStorage,
    screen: win.screen,
    innerWidth: 1024,
    innerHeight: 768,
    addEventListener: win.addEventListener.bind(win),
    removeEventListener: win.removeEventListener.bind(win),
    navigator: win.navigator,
  };
  for (const [key, value] of Object.entries(globals))
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  Object.defineProperty(win.navigator, 'sendBeacon', { value: undefined, configurable: true });
}
const summary = async () => (await (await app.request('/api/mock/analytics')).json()) as Summary;
const stored = (s: Summary, call: string, name: string) =>
  s.events.find((e) => e.call === call && e.name === name)?.payload;

beforeEach(() => {
  browserPage();
  app = testApp();
  server = inProcessFetch(app);
  vi.stubGlobal('fetch', server.fetch);
  document.cookie = 'crumb=crumb-1;path=/';
  server.jar.set('crumb', 'crumb-1');
});
afterEach(() => vi.unstubAllGlobals());

const options = (emitter = createEmitter(new EventTarget())) => ({
  config: readConfig(null, { websiteId: 'demo-website', apiBase: 'http://localhost/' }),
  version: '0.1.0',
  emitter,
  buffered: [],
  errors: [],
  bundleBase: 'http://localhost/storefront/latest/',
});

describe('a visit through the analytics chunk', () => {
  it('sends every payload with the documents’ fields, accepted by the server, hostile text as data', async () => {
    page(productContext);
    const emitter = createEmitter(new EventTarget());
    const pixels: unknown[] = [];
    emitter.on('pixel', (p) => pixels.push(p));
    const handle = start({ ...options(emitter), buffered: [['cart-loaded', { cart }]] });
    emitter.emit('item-added', { entry: cart.entries[0]!, cart });
    emitter.emit('cart-viewed', {});
    emitter.emit('form-rendered', { formId: 'form-1' });
    emitter.emit('form-success', { formId: 'form-1', newsletter: false, values: {} });
    emitter.emit('quick-view', { itemId: 'prod-canvas-tote' });
    emitter.emit('commerce_checkout_order_confirmed', {
      orderId: 'o-1',
      cartId: 'cart-1',
      testMode: true,
      websiteId: 'demo-website',
    });
    emitter.emit('pixel', { event: 'Purchase', orderId: 'o-1', value: 58.2, currency: 'USD' });

    await vi.waitFor(async () => expect((await summary()).total).toBe(9), { timeout: 5000 });
    const s = await summary();
    expect(s.counts).toEqual({
      'RecordHit:view': 1,
      'button-render:render': 1,
      'tracker:commerce_product_view': 1,
      'tracker:commerce_add_to_cart': 1,
      'tracker:commerce_cart_view': 1,
      'tracker:commerce_checkout_order_confirmed': 1,
      'form-render:form-1': 1,
      'RecordEvent:form_submitted': 1,
      'RecordQuickView:prod-canvas-tote': 1,
    });
    const hit = stored(s, 'RecordHit', 'view') as { data: Record<string, unknown>; ss_cvr: string };
    expect(Object.keys(hit.data).sort()).toEqual([...CENSUS_FIELDS].sort());
    expect(hit.data).toMatchObject({
      title: HOSTILE,
      websiteId: 'demo-website',
      itemId: 'prod-classic-tee',
      recordType: 11,
      collectionId: 'coll-shop',
    });
    expect(hit.ss_cvr).toMatch(/^[\w-]+(\|\d+){4}$/);
    const view = stored(s, 'tracker', 'commerce_product_view')!;
    expect(Object.keys(view).sort()).toEqual(
      [...TRACKER_FIELDS, ...COMMERCE_FIELDS.filter((f) => f !== 'session_id')].sort(),
    );
    expect(view).toMatchObject({
      item_title: HOSTILE,
      item_price: '25.00',
      item_type: 'PHYSICAL',
      currency_code: 'USD',
      cart_id: 'cart-1',
      num_items_in_cart: 2,
      cart_value: '50',
    });
    expect(stored(s, 'tracker', 'commerce_add_to_cart')).toMatchObject({
      item_quantity: 2,
      item_price: '25',
      product_types_list: ['PHYSICAL'],
    });
    expect(stored(s, 'tracker', 'commerce_checkout_order_confirmed')).toMatchObject({
      orderId: 'o-1',
      cartId: 'cart-1',
      testMode: true,
      cart_value: '58.2',
    });
    expect(pixels).toContainEqual({
      event: 'ViewContent',
      itemId: 'prod-classic-tee',
      value: 25,
      currency: 'USD',
    });
    handle.stop();
  });

  it.each<[string, object]>([
    ['a signed-in owner', { ...productContext, websiteRoles: [1] }],
    ['the not-found page', { pageType: 100 }],
    ['the lock screen', { pageType: 103 }],
    ['the access-denied page', { pageType: 106 }],
  ])('records nothing for %s', async (_name, context) => {
    page(context);
    const emitter = createEmitter(new EventTarget());
    const handle = start(options(emitter));
    emitter.emit('item-added', { entry: cart.entries[0]!, cart });
    emitter.emit('quick-view', { itemId: 'prod-canvas-tote' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls.filter((r) => r.method === 'POST')).toEqual([]);
    handle.stop();
  });

  it('records nothing for a signed-in site user', async () => {
    page(productContext);
    document.cookie = `SiteUserInfo=${encodeURIComponent(
      JSON.stringify({ authenticated: true, siteUserId: 'user-1' }),
    )}`;
    try {
      const handle = start(options());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.calls.filter((r) => r.method === 'POST')).toEqual([]);
      handle.stop();
    } finally {
      document.cookie = 'SiteUserInfo=; max-age=0';
    }
  });

  it('tracks a viewer-only account outside /config/', async () => {
    page({ ...productContext, websiteRoles: [10] });
    const handle = start(options());
    await vi.waitFor(async () => expect((await summary()).counts['RecordHit:view']).toBe(1));
    handle.stop();
  });
});

describe('session recording', () => {
  const eligible = {
    country: 'US',
    timeZone: 'America/Chicago',
    cores: 4,
    featureEnabled: true,
    experimentEnabled: true,
  };

  it('is for US visitors in an America time zone with more than 2 cores, toggle and experiment on', () => {
    expect(recordingEligible(eligible)).toBe(true);
    expect(recordingEligible({ ...eligible, country: 'CA' })).toBe(false);
    expect(recordingEligible({ ...eligible, timeZone: 'Europe/Paris' })).toBe(false);
    expect(recordingEligible({ ...eligible, cores: 2 })).toBe(false);
    expect(recordingEligible({ ...eligible, featureEnabled: false })).toBe(false);
    expect(recordingEligible({ ...eligible, experimentEnabled: false })).toBe(false);
  });

  it("asks for the recording id only when eligible, and the mock server's id skips recording", async () => {
    const fetchId = vi.fn((url: string) => server.fetch(url).then((r) => r.json()));
    expect(await decideRecording({ ...eligible, cores: 1 }, 'http://localhost/', fetchId)).toBe(
      'ineligible',
    );
    expect(fetchId).not.toHaveBeenCalled();
    expect(await decideRecording(eligible, 'http://localhost/', fetchId)).toBe('mock');
    expect(
      await decideRecording(eligible, 'http://localhost/', async () => ({ data: 'real-id' })),
    ).toBe('record');
    expect(await decideRecording(eligible, 'http://localhost/', async () => undefined)).toBe(
      'no-id',
    );
    expect(MOCK_RECORDING_ID).toBeTruthy();
  });
});
