/** Browser tests of installment messaging on product and cart pages, and its modal. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { recordProblems, storefrontReady, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'installments' });

const pill = (page: Page, scope = 'body') => page.locator(`${scope} .sf-installments__pill`);
const pillText = (page: Page, scope?: string) =>
  pill(page, scope)
    .locator('.sf-installments__text')
    .textContent()
    .catch(() => null);

describe('installment messaging on a product page', () => {
  it('follows the variant and the quantity: below the minimum, in range, above the maximum', async () => {
    const { page, problems } = await suite.open('products/classic-tee');
    // Nothing chosen yet: the lowest price ($20.00) is below the $35.00 minimum.
    await expect.poll(() => pillText(page)).toBe('Afterpay available for orders over $35.00');

    await page.selectOption('select[data-variant-option-name="Color"]', 'White');
    await page.selectOption('select[data-variant-option-name="Size"]', 'M');
    const quantity = page.locator('.product-quantity-input input');
    await quantity.fill('2');
    // 2 x $25.00 = $50.00, in 4 payments.
    await expect
      .poll(() => pillText(page))
      .toBe('or 4 interest-free payments of $12.50 with Afterpay');

    // The sale variant: 2 x $20.00 = $40.00.
    await page.selectOption('select[data-variant-option-name="Size"]', 'S');
    await expect
      .poll(() => pillText(page))
      .toBe('or 4 interest-free payments of $10.00 with Afterpay');

    // Exactly the $1,000.00 maximum is still in range; one more is above it.
    await quantity.fill('50');
    await expect
      .poll(() => pillText(page))
      .toBe('or 4 interest-free payments of $250.00 with Afterpay');
    await quantity.fill('51');
    await expect.poll(() => pillText(page)).toBe('Afterpay available for orders up to $1,000.00');
    expect(await pill(page).getAttribute('data-sf-range')).toBe('above-maximum');
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('names the brand of the store country and language, and shows nothing where none applies', async () => {
    const { page, problems } = await suite.open('installments.html');
    await expect
      .poll(() => pillText(page, '#gb'))
      .toBe('or 4 interest-free payments of £15.00 with Clearpay');
    await expect
      .poll(() => pillText(page, '#ca-fr'))
      .toBe('or 4 interest-free payments of C$20.00 with Afterpay');
    expect(await pill(page, '#digital').count()).toBe(0);
    expect(await pill(page, '#fr').count()).toBe(0);
    expect(await pill(page, '#broken').count()).toBe(0);
    await expect
      .poll(() => problems.errors.join('\n'))
      .toMatch(/invalid installment hook \(data-price: .*data-afterpay-max/);

    // The French-Canadian store's modal is in French.
    await pill(page, '#ca-fr').click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading').textContent())
      .toContain('achetez maintenant');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });
});

describe('the information modal', () => {
  it('opens from the keyboard, traps focus, closes with Escape and gives focus back', async () => {
    const { page, problems } = await suite.open('products/canvas-tote');
    const trigger = pill(page);
    await trigger.waitFor();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Afterpay: shop now, pay later' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('ol li').count(), { timeout: 5000 }).toBe(4);
    // The page behind is inert (the native modal dialog): its controls cannot take focus.
    expect(
      await page.locator('main').evaluate((main) => {
        const control = main.querySelector<HTMLElement>('a[href], button, input, select');
        control?.focus();
        return control !== null && document.activeElement !== control;
      }),
    ).toBe(true);

    // Tab never reaches the page: past the last control the browser's own controls take focus
    // (no element of the page has it), then the dialog's first control again.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () =>
            document.activeElement === document.body ||
            document.activeElement?.closest('[role="dialog"]') !== null,
        ),
      ).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.classList.contains('sf-installments__pill')),
      )
      .toBe(true);
    expect(problems.errors).toEqual([]);
    await page.context().close();
  });

  it('only warns in the console when its content cannot load; the pill stays', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.route('**/installments/*.json', (route) => route.abort('connectionreset'));
    await page.goto(suite.url('products/canvas-tote'));
    await storefrontReady(page);
    await pill(page).click();
    const dialog = page.getByRole('dialog');
    // The client retries a failed GET twice (about a second) before giving up.
    await expect
      .poll(() => dialog.textContent(), { timeout: 5000 })
      .toContain('Pay in 4 interest-free installments with Afterpay.');
    await expect.poll(() => problems.warnings.join('\n')).toContain('could not load the Afterpay');
    await page.keyboard.press('Escape');
    expect(await pill(page).isVisible()).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
  it('says it cannot connect when its modal cannot load, at each press', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.route('**/chunks/InstallmentsInfoModal-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto(suite.url('products/canvas-tote'));
    await storefrontReady(page);
    await pill(page).click();
    await expect
      .poll(() => page.locator('[data-storefront-live-region]').textContent())
      .toBe('Unable to connect. Please try again');
    await expect
      .poll(() => problems.warnings.join('\n'))
      .toContain('[storefront] could not load the Afterpay information');
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Each press says so (the browser keeps the failed load until the page reloads).
    await pill(page).click();
    await expect
      .poll(() => problems.warnings.filter((text) => text.includes('Afterpay information')).length)
      .toBe(2);
    // Nothing of ours is left unhandled (an unhandled rejection is a page error).
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('installment messaging on the cart page', () => {
  it('follows the cart: hidden when empty or not all physical, amount from the cart total', async () => {
    const { page } = await suite.open('cart');
    const hook = '[data-storefront-installments="cart"]';
    expect(await pill(page, hook).count()).toBe(0);

    await page.evaluate(() =>
      window.Storefront?.cart.add({ itemId: 'prod-canvas-tote', quantity: 3 }),
    );
    const expected = await page.evaluate(async () => {
      const cart = await window.Storefront?.cart.get();
      return ((cart?.grandTotalCents ?? 0) / 400).toFixed(2);
    });
    await expect
      .poll(() => pillText(page, hook))
      .toBe(`or 4 interest-free payments of $${expected} with Afterpay`);

    // A digital item makes the cart ineligible.
    await page.evaluate(() => window.Storefront?.cart.add({ itemId: 'prod-field-guide' }));
    await expect.poll(() => pill(page, hook).count()).toBe(0);
    await page.context().close();
  });
});
