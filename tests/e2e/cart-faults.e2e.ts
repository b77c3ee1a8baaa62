/**
 * Every call the cart page makes, failed with 400, 404, 409, 429, 500, a timeout and a dropped
 * connection: the shopper reads the documents' text, the page is usable again, and the cart on
 * screen still equals the cart on the server.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FLASK_WITH_ENGRAVING,
  linesOnScreen,
  linesOnServer,
  quantityOf,
  shopperWithCart,
  writeCatalogueWithFlask,
} from './cart-shopper';
import type { Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'cart', fixtures: writeCatalogueWithFlask });

const CONNECTION_TEXT = 'Unable to connect. Please try again';

interface Fault {
  name: string;
  /** Answers (or never answers) the intercepted call. */
  apply(route: Route): Promise<void>;
  /** What the shopper reads. */
  text: string;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const FAULTS: readonly Fault[] = [
  {
    name: '400',
    apply: json(400, { message: 'Invalid request', errors: { quantity: 'Too big' } }),
    text: 'Invalid request',
  },
  {
    name: '404',
    apply: json(404, { message: 'That item is no longer in your cart.' }),
    text: 'That item is no longer in your cart.',
  },
  {
    name: '409',
    apply: json(409, { message: 'Sorry, we do not have enough of that item available.' }),
    text: 'Sorry, we do not have enough of that item available.',
  },
  {
    name: '429',
    apply: json(429, { message: 'Too many requests' }),
    text: 'Please try again in a few seconds.',
  },
  {
    name: '500',
    apply: (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' }),
    text: 'Something went wrong',
  },
  // The route is never answered; the client gives up after FAULT_TIMEOUT's 2 s.
  { name: 'timeout', apply: () => Promise.resolve(), text: CONNECTION_TEXT },
  {
    name: 'dropped connection',
    apply: (route) => route.abort('connectionreset'),
    text: CONNECTION_TEXT,
  },
];

/** Fault suites give up on a request after 2 s instead of the default 10 s. */
const FAULT_TIMEOUT = { requestTimeoutMs: 2000 };

/** Fails the next calls of `method` to paths matching `path` with `fault`. */
async function failCalls(page: Page, method: string, path: RegExp, fault: Fault): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    (route) => (route.request().method() === method ? fault.apply(route) : route.fallback()),
  );
}

async function restore(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Closes the alert titled `title` after checking it reads `text`. */
async function expectAlert(page: Page, title: string, text: string): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain(text);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => alert.count()).toBe(0);
}

async function expectScreenEqualsServer(page: Page): Promise<void> {
  const onServer = await linesOnServer(page);
  await expect.poll(() => linesOnScreen(page), { timeout: 5000 }).toEqual(onServer);
}

const ENTRY = /^\/api\/commerce\/shopping-cart\/entries\/[^/]+$/;
const FORM = /^\/api\/commerce\/shopping-cart\/entries\/[^/]+\/additionalFields$/;

describe('a failed quantity change (PUT entries/{id})', () => {
  it.each(FAULTS)('$name: the text, the old quantity back, then it works', async (fault) => {
    const { context, page } = await shopperWithCart(
      suite,
      [{ itemId: 'prod-canvas-tote' }],
      FAULT_TIMEOUT,
    );
    const quantity = quantityOf(page, 'Canvas Tote');
    await failCalls(page, 'PUT', ENTRY, fault);
    await quantity.fill('2');
    await quantity.press('Enter');
    await expectAlert(page, 'Unable to update quantity', fault.text);
    await restore(page);
    expect(await quantity.inputValue()).toBe('1');
    await expectScreenEqualsServer(page);
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect.poll(() => linesOnServer(page)).toEqual([['Canvas Tote', 3]]);
    await expectScreenEqualsServer(page);
    await context.close();
  });
});

describe('a failed removal (DELETE entries/{id})', () => {
  it.each(FAULTS)('$name: the text, the item still listed, then it works', async (fault) => {
    const { context, page } = await shopperWithCart(
      suite,
      [{ itemId: 'prod-canvas-tote' }],
      FAULT_TIMEOUT,
    );
    const remove = page.getByRole('button', { name: 'Remove Canvas Tote' });
    await failCalls(page, 'DELETE', ENTRY, fault);
    await remove.click();
    await expectAlert(page, 'Unable to remove item', fault.text);
    await restore(page);
    await expectScreenEqualsServer(page);
    expect(await linesOnScreen(page)).toEqual([['Canvas Tote', 1]]);
    await remove.click();
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toBe('You have nothing in your shopping cart.');
    await context.close();
  });
});

describe('a form that fails to open (GET entries/{id}/additionalFields)', () => {
  it.each(FAULTS)('$name: the text, no dialog, then it opens', async (fault) => {
    const { context, page } = await shopperWithCart(suite, [FLASK_WITH_ENGRAVING], FAULT_TIMEOUT);
    const edit = page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' });
    await failCalls(page, 'GET', FORM, fault);
    await edit.click();
    await expectAlert(page, 'Unable to open form', fault.text);
    await restore(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await edit.click();
    await page.getByRole('dialog', { name: 'Engraved <b>Flask</b>' }).waitFor();
    await context.close();
  });
});

describe('a form that fails to update (PUT entries/{id}/additionalFields)', () => {
  it.each(FAULTS)('$name: the text in the dialog, values kept, then it saves', async (fault) => {
    const { context, page } = await shopperWithCart(suite, [FLASK_WITH_ENGRAVING], FAULT_TIMEOUT);
    const seen: string[] = [];
    await page.exposeFunction('__recalculating', (name: string) => seen.push(name));
    await page.evaluate(() => {
      for (const name of ['cart-recalculating-start', 'cart-recalculating-end']) {
        document.addEventListener(`storefront:${name}`, () =>
          (window as unknown as { __recalculating: (name: string) => void }).__recalculating(name),
        );
      }
    });
    await page.getByRole('button', { name: 'Edit Engraved <b>Flask</b>' }).click();
    const dialog = page.getByRole('dialog', { name: 'Engraved <b>Flask</b>' });
    const engraving = dialog.getByRole('textbox', { name: 'Engraving' });
    await expect.poll(() => engraving.inputValue()).toBe('Ada');
    await engraving.fill('Grace');
    await failCalls(page, 'PUT', FORM, fault);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(`Unable to update form ${fault.text}`);
    expect(seen).toEqual(['cart-recalculating-start', 'cart-recalculating-end']);
    await restore(page);
    expect(await engraving.inputValue()).toBe('Grace');
    expect(await page.locator('.sf-cart-entry dd').first().textContent()).toBe('Ada');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.locator('.sf-cart-entry dd').first().textContent()).toBe('Grace');
    await context.close();
  });
});

describe('a cart that fails to load (GET shopping-cart)', () => {
  // A GET is retried twice on a 5xx; the cases below still end in the text.
  it.each(FAULTS)(
    '$name: the text instead of the cart, and the cart after a reload',
    async (fault) => {
      const { context, page } = await shopperWithCart(
        suite,
        [{ itemId: 'prod-canvas-tote', quantity: 2 }],
        FAULT_TIMEOUT,
      );
      await failCalls(page, 'GET', /^\/api\/commerce\/shopping-cart$/, fault);
      await page.reload();
      await expect
        .poll(() => page.locator('#sqs-cart-root [role="alert"]').textContent(), {
          timeout: 40_000,
        })
        .toBe(fault.text);
      expect(await linesOnScreen(page)).toEqual([]);
      await restore(page);
      await page.reload();
      await expect.poll(() => linesOnScreen(page)).toEqual([['Canvas Tote', 2]]);
      await context.close();
    },
    60_000,
  );
});

describe('a change the server applied but whose answer was lost', () => {
  it('shows the cart as the server holds it after the connection drops', async () => {
    const { context, page } = await shopperWithCart(
      suite,
      [{ itemId: 'prod-canvas-tote' }, { itemId: 'prod-field-guide' }],
      FAULT_TIMEOUT,
    );
    const lost: Fault = {
      name: 'applied, answer lost',
      apply: async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
      text: CONNECTION_TEXT,
    };
    await failCalls(page, 'PUT', ENTRY, lost);
    await quantityOf(page, 'Canvas Tote').fill('4');
    await quantityOf(page, 'Canvas Tote').press('Enter');
    await expectAlert(page, 'Unable to update quantity', CONNECTION_TEXT);
    await expect
      .poll(() => linesOnScreen(page))
      .toEqual([
        ['Canvas Tote', 4],
        ['Field Guide (e-book)', 1],
      ]);
    await failCalls(page, 'DELETE', ENTRY, lost);
    await page.getByRole('button', { name: 'Remove Canvas Tote' }).click();
    await expectAlert(page, 'Unable to remove item', CONNECTION_TEXT);
    await expect.poll(() => linesOnScreen(page)).toEqual([['Field Guide (e-book)', 1]]);
    await restore(page);
    await expectScreenEqualsServer(page);
    await context.close();
  });
});
