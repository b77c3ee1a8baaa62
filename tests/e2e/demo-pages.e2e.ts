/** The demo's own pages in a browser: the index, the styled checkout with a coupon preview, a confirmation that reconciles with the cart, the not-found page; axe-clean at phone width. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { storefrontReady } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({
  name: 'demo-pages',
  open: { viewport: { width: 390, height: 844 } },
});

describe('the demo pages', () => {
  it('leads from the index through a coupon preview to a confirmation that adds up', async () => {
    const { page, problems, close } = await suite.open('/demo');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Canvas Tote' }).click();
    await storefrontReady(page);
    const add = page.locator('.sqs-add-to-cart-button[data-item-id="prod-canvas-tote"]');
    await add.click();
    await expect
      .poll(() => page.locator('.demo-cart-link .sqs-cart-quantity').textContent())
      .toBe('1');

    await page.goto(suite.url('/checkout'));
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('Discount').waitFor();
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('ada@example.com');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/checkout\/order-confirmed\//);
    const number = await page.locator('.demo-order-number strong').textContent();
    expect(number).toMatch(/^#[0-9A-F]{8}$/);
    const rows = await page.locator('.demo-totals dt, .demo-totals dd').allTextContents();
    // 18.00 tote - 10.00 coupon = 8.00; tax 8 % = 0.64; standard shipping 5.00.
    expect(rows).toEqual([
      'Subtotal',
      '$18.00',
      'Discount',
      '-$10.00',
      'Tax',
      '$0.64',
      'Shipping',
      '$5.00',
      'Total',
      '$13.64',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    const missing = await page.goto(suite.url('/no-such-page'));
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    // The same page shell as the pages axe checked above.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(problems.errors.filter((text) => !text.includes('/no-such-page'))).toEqual([]);
    await close();
  });
});
