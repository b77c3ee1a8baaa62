/** The added-item popover, as a shopper sees it after adding from a button. */
import { describe, expect, it } from 'vitest';
import { recordProblems, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({
  name: 'popover',
  fixtures: 'products',
  open: { viewport: { width: 1200, height: 800 } },
});

const popover = (page: Page) => page.locator('.sf-added-popover');
const button = (page: Page, itemId: string) =>
  page.locator(`.sqs-add-to-cart-button[data-item-id="${itemId}"]`);

describe('the added-item popover', () => {
  it('names the product, sits below the cart pill, and goes after 3 seconds', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    await button(page, 'prod-canvas-tote').click();
    await expect
      .poll(() => popover(page).textContent())
      .toBe('Canvas Tote was added to your cart.×');
    const shownAt = Date.now();
    expect(await page.getByRole('status').filter({ hasText: 'Canvas Tote' }).count()).toBe(1);
    expect(
      await page
        .getByRole('complementary', { name: 'Canvas Tote was added to your cart.' })
        .count(),
    ).toBe(1);

    const pill = page.locator('.sf-cart-pill');
    await pill.waitFor();
    await expect
      .poll(async () => {
        const [p, c] = await Promise.all([pill.boundingBox(), popover(page).boundingBox()]);
        if (!p || !c) return 'missing';
        const below = c.y >= p.y + p.height;
        const rightAligned = Math.abs(c.x + c.width - (p.x + p.width)) < 2;
        return below && rightAligned ? 'below the pill' : JSON.stringify({ p, c });
      })
      .toBe('below the pill');

    await expect.poll(() => popover(page).count(), { timeout: 5000 }).toBe(0);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('closes with its close button, and only one shows at a time', async () => {
    const { page, close } = await suite.open('/');
    await button(page, 'prod-canvas-tote').click();
    await expect.poll(() => popover(page).count()).toBe(1);
    await button(page, 'prod-repair-workshop').click();
    await expect
      .poll(() => popover(page).textContent())
      .toBe('Repair Workshop was added to your cart.×');
    expect(await popover(page).count()).toBe(1);
    await popover(page).getByRole('button', { name: 'Close' }).click();
    expect(await popover(page).count()).toBe(0);
    await close();
  });

  it('shows a product name holding HTML as text, in the top right when no indicator shows', async () => {
    const { page, close } = await suite.open('/product-rules.html');
    await page.evaluate(() =>
      document.querySelector('[data-storefront-cart-pill]')?.setAttribute('hidden', ''),
    );
    await page.addStyleTag({ content: '.sf-cart-pill { display: none !important; }' });
    await page.getByLabel('Select Size').selectOption('S');
    await page.getByLabel('Select Color').selectOption('Red');
    await page.getByLabel('Select Fit').selectOption('Slim');
    await button(page, 'prod-e2e-shirt').click();
    await expect
      .poll(() => popover(page).locator('p').textContent())
      .toBe('Oxford <b>Shirt</b> was added to your cart.');
    expect(await popover(page).locator('b').count()).toBe(0);
    const box = await popover(page).boundingBox();
    expect(box && box.y < 40 && box.x + box.width > 1200 - 40).toBe(true);
    await close();
  });

  it('leaves the add done and said when the popover cannot load', async () => {
    const { page, close } = await suite.open('/');
    const problems = recordProblems(page);
    await page.route('**/chunks/popover-*.js', (route) => route.abort('internetdisconnected'));
    await button(page, 'prod-canvas-tote').click();
    await expect.poll(() => page.locator('.sf-cart-pill').textContent()).toContain('1');
    await expect
      .poll(() => problems.warnings.join('\n'))
      .toContain('[storefront] could not load the added-item popover');
    expect(await popover(page).count()).toBe(0);
    expect(problems.errors).toEqual([]);
    await close();
  });
});
