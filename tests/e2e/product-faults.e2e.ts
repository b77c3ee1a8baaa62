/**
 * Every call the product widgets make, failed every way (400, 403 anti-forgery, 404, 409, 429,
 * 500, a timeout, a dropped connection): the shopper reads the documents' text, the widget is usable again, and
 * the cart on screen is the cart on the server.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shortenRequestTimeout, storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'faults', fixtures: 'products' });

interface Fault {
  name: string;
  /** What the route does to the call. */
  apply: (route: Route) => Promise<void>;
  /** What the shopper reads. */
  text: string;
}

const json = (status: number, message: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) });

const FAULTS: Fault[] = [
  { name: '400', apply: json(400, 'Invalid request'), text: 'Invalid request' },
  { name: '404', apply: json(404, 'Item not found'), text: 'Item not found' },
  {
    name: '409',
    apply: json(409, 'Sorry, we do not have enough of that item available.'),
    text: 'Sorry, we do not have enough of that item available.',
  },
  {
    name: 'anti-forgery 403',
    apply: (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Forbidden', crumbFail: true }),
      }),
    text: 'Your session has expired. Please reload the page and try again.',
  },
  {
    name: '429',
    apply: json(429, 'Too many requests'),
    text: 'Please try again in a few seconds.',
  },
  {
    name: '500',
    apply: (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }),
    text: 'Something went wrong',
  },
  {
    name: 'dropped connection',
    apply: (route) => route.abort('connectionreset'),
    text: 'Unable to connect. Please try again',
  },
  {
    name: 'timeout',
    // Never answered: the client gives up after the 2 s timeout these tests set.
    apply: () => new Promise<void>(() => undefined),
    text: 'Unable to connect. Please try again',
  },
];

interface Call {
  name: string;
  path: string;
  url: RegExp;
  method: string;
  /** Presses the widget that makes the call. */
  press: (page: Page) => Promise<void>;
  alertTitle: string;
  /** The add-to-cart button that must be usable again. */
  itemId: string;
  /** After the failure and with the network back: the widget works. */
  worksAgain: (page: Page) => Promise<void>;
}

const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);

const serverCart = (page: Page) =>
  page.evaluate(() =>
    fetch('/api/commerce/shopping-cart').then(
      (response) => response.json() as Promise<{ totalQuantity: number }>,
    ),
  );

const addsAgain = async (page: Page) => {
  const before = (await serverCart(page)).totalQuantity;
  await button(page, 'prod-canvas-tote').click();
  await expect
    .poll(async () => (await serverCart(page)).totalQuantity, { timeout: 5000 })
    .toBe(before + 1);
  await expect
    .poll(() => page.locator('.sqs-cart-quantity').first().textContent(), { timeout: 5000 })
    .toBe(String(before + 1));
};

const CALLS: Call[] = [
  {
    name: 'the stock check',
    path: '/',
    url: /\/api\/commerce\/inventory\/stock\?/,
    method: 'GET',
    press: (page) => button(page, 'prod-canvas-tote').click(),
    alertTitle: 'Unable to Add Item',
    itemId: 'prod-canvas-tote',
    worksAgain: addsAgain,
  },
  {
    name: 'the add',
    path: '/',
    url: /\/api\/commerce\/shopping-cart\/entries$/,
    method: 'POST',
    press: (page) => button(page, 'prod-canvas-tote').click(),
    alertTitle: 'Unable to Add Item',
    itemId: 'prod-canvas-tote',
    worksAgain: addsAgain,
  },
  {
    name: 'the subscription cart',
    path: '/product-modes.html',
    url: /\/api\/3\/commerce\/cart\/subscription$/,
    method: 'POST',
    press: (page) => button(page, 'prod-coffee-subscription').click(),
    alertTitle: 'Unable to Add Item',
    itemId: 'prod-coffee-subscription',
    worksAgain: async (page) => {
      await button(page, 'prod-coffee-subscription').click();
      await page.waitForURL(/\/checkout\/subscription\?cartToken=/, { timeout: 10_000 });
    },
  },
  {
    name: 'the quick view',
    path: '/',
    url: /\/api\/commerce\/products\/prod-canvas-tote$/,
    method: 'GET',
    press: (page) =>
      page.locator('.sqs-product-quick-view-button[data-id="prod-canvas-tote"]').click(),
    alertTitle: 'Quick View',
    itemId: 'prod-canvas-tote',
    worksAgain: async (page) => {
      const trigger = page.locator('.sqs-product-quick-view-button[data-id="prod-canvas-tote"]');
      await trigger.click();
      await page.getByRole('dialog', { name: 'Canvas Tote' }).waitFor();
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    },
  },
];

const CASES = CALLS.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));

describe('a failing call', () => {
  it.each(CASES.map((c) => [c.call.name, c.fault.name, c] as const))(
    "%s failing with %s: the documents' text, a usable widget, the server's cart on screen",
    async (_call, _fault, { call, fault }) => {
      const context = await suite.browser.newContext();
      await shortenRequestTimeout(context);
      const page = await context.newPage();
      try {
        await page.goto(suite.url(call.path));
        await storefrontReady(page);
        // Something in the cart first, so "as it was" is not simply empty.
        await page.evaluate(() => window.Storefront?.cart.add({ itemId: 'prod-canvas-tote' }));
        const handler = (route: Route) =>
          route.request().method() === call.method ? fault.apply(route) : route.fallback();
        await page.route(call.url, handler);

        await call.press(page);
        const alert = page.getByRole('alertdialog', { name: call.alertTitle });
        await expect
          .poll(() => alert.locator('p').textContent(), { timeout: 15_000 })
          .toBe(fault.text);
        // In the alert: the inert page is not aria-hidden, and 'Buy E-book' matches 'OK' too.
        await alert.getByRole('button', { name: 'OK' }).click();
        await expect.poll(() => alert.count()).toBe(0);

        await page.unroute(call.url, handler);
        const onServer = (await serverCart(page)).totalQuantity;
        expect(onServer).toBe(1);
        await expect
          .poll(() => page.locator('.sqs-cart-quantity').first().textContent())
          .toBe(String(onServer));
        // Usable again: not stuck disabled, and the next press goes through.
        await expect
          .poll(() => button(page, call.itemId).getAttribute('aria-disabled'), { timeout: 3000 })
          .not.toBe('true');
        await call.worksAgain(page);
      } finally {
        await context.close();
      }
    },
    40_000,
  );
});

describe('an anti-forgery refusal with cookies disabled', () => {
  it('asks the shopper to enable cookies', async () => {
    const context = await suite.browser.newContext();
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
    );
    const page = await context.newPage();
    try {
      await page.goto(suite.url('/'));
      await storefrontReady(page);
      await page.route(/\/api\/commerce\/shopping-cart\/entries$/, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Forbidden', crumbFail: true }),
        }),
      );
      await button(page, 'prod-canvas-tote').click();
      await expect
        .poll(() =>
          page.getByRole('alertdialog', { name: 'Unable to Add Item' }).locator('p').textContent(),
        )
        .toBe('Please enable cookies in your browser, reload the page, and try again.');
    } finally {
      await context.close();
    }
  });
});
