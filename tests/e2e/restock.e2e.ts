/** Browser tests of the restock form and the merchant's signups. */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { recordProblems, storefrontReady, type Page } from './harness';
import { signInAsOwner } from './owner';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'restock', open: { timeout: 5000 } });

const PATH = '/api/site-users/account/notifications/restock';

const open = async (path: string): Promise<Page> => (await suite.open(path)).page;

/** A JSON call from the page (so it carries the page's cookies and crumb). */
function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json() as Promise<T>;
    },
    { method, path, body },
  );
}

/** The variant's signups, read as the console's viewer (the page's context signs in as one). */
const signUpsOf = async (page: Page, productId: string, variantId: string) => {
  await signInAsOwner(page, 'viewer');
  return (
    await call<{
      signUps: { email: string; isJoinMailingList: boolean; language: string | null }[];
    }>(page, 'GET', `${PATH}?productId=${productId}&variantId=${variantId}`)
  ).signUps;
};

const mug = (page: Page) => page.locator('.product-restock-notification');
const email = (page: Page, scope = mug(page)) => scope.getByRole('textbox', { name: 'Your Email' });
const error = (scope: ReturnType<typeof mug>) => scope.locator('.sf-restock-error');

describe('the restock form on a sold-out product', () => {
  it("validates the email with the documents texts, then signs up and shows 'Signed up!'", async () => {
    const page = await open('/products/enamel-mug');
    const problems = recordProblems(page);
    await email(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await mug(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => error(mug(page)).textContent()).toBe('Email cannot be blank');
    expect(await email(page).getAttribute('aria-invalid')).toBe('true');
    await email(page).fill('ab');
    await email(page).press('Enter');
    await expect.poll(() => error(mug(page)).textContent()).toBe('Email is invalid');
    expect(await axeViolations(page)).toEqual([]);
    await email(page).fill('mug-fan@example.com');
    await email(page).press('Enter');
    await expect
      .poll(() => mug(page).locator('.product-restock-success').textContent())
      .toBe('Signed up!');
    expect(await mug(page).locator('form').isHidden()).toBe(true);
    expect(await mug(page).locator('.product-restock-mailing-list').isHidden()).toBe(true);
    expect(await mug(page).locator('.product-restock-cta').isVisible()).toBe(true);
    expect(await signUpsOf(page, 'prod-enamel-mug', 'MUG-ENAMEL')).toEqual([
      expect.objectContaining({
        email: 'mug-fan@example.com',
        isJoinMailingList: true,
        language: null,
      }),
    ]);
    expect(problems.errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('sends the mailing-list choice as the checkbox says', async () => {
    const page = await open('/products/enamel-mug');
    await mug(page).getByRole('checkbox', { name: 'Subscribe to our mailing list' }).uncheck();
    await email(page).fill('no-list@example.com');
    await email(page).press('Enter');
    await mug(page).locator('.product-restock-success').waitFor();
    const mine = (await signUpsOf(page, 'prod-enamel-mug', 'MUG-ENAMEL')).find(
      (s) => s.email === 'no-list@example.com',
    );
    expect(mine?.isJoinMailingList).toBe(false);
    await page.context().close();
  });

  it("shows the server's message, else 'Unable to submit form. Please try again later.', keeping the email", async () => {
    const page = await open('/products/enamel-mug');
    await page.route(`**${PATH}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: '<b>Server</b> says no' }),
      }),
    );
    await email(page).fill('keep-me@example.com');
    await email(page).press('Enter');
    await expect.poll(() => error(mug(page)).textContent()).toBe('<b>Server</b> says no');
    expect(await error(mug(page)).locator('b').count()).toBe(0);
    await page.unroute(`**${PATH}`);
    await page.route(`**${PATH}`, (route) => route.abort());
    await email(page).press('Enter');
    await expect
      .poll(() => error(mug(page)).textContent())
      .toBe('Unable to submit form. Please try again later.');
    expect(await email(page).inputValue()).toBe('keep-me@example.com');
    expect(await mug(page).locator('form').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the restock form follows the chosen variant', () => {
  it('shows the form of the chosen variant only while it is sold out, and signs up for it', async () => {
    const page = await open('/restock-variants');
    const blackL = page.locator('[data-variant-id="TEE-BLK-L"]');
    const whiteM = page.locator('[data-variant-id="TEE-WHT-M"]');
    const color = page.getByRole('combobox', { name: 'Select Color' });
    const size = page.getByRole('combobox', { name: 'Select Size' });
    expect(await blackL.isHidden()).toBe(true);
    await color.selectOption('Black');
    await size.selectOption('L');
    await expect.poll(() => blackL.isVisible()).toBe(true);
    expect(await whiteM.isHidden()).toBe(true);
    await color.selectOption('White');
    await size.selectOption('M');
    await expect.poll(() => blackL.isHidden()).toBe(true);
    expect(await whiteM.isHidden()).toBe(true);
    await color.selectOption('Black');
    await size.selectOption('L');
    await email(page, blackL).fill('tee-fan@example.com');
    await email(page, blackL).press('Enter');
    await blackL.locator('.product-restock-success').waitFor();
    expect(await signUpsOf(page, 'prod-classic-tee', 'TEE-BLK-L')).toEqual([
      expect.objectContaining({ email: 'tee-fan@example.com', language: 'fr' }),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the merchant', () => {
  it('lists every group across pages, shows signups, sends one and all, and restocks', async () => {
    const page = await open('/');
    await signInAsOwner(page, 'storeManager');
    await page.goto(suite.url('/config/restock'));
    await storefrontReady(page);
    // Signups for eight variants: more than one page of groups.
    const variants = [
      'TEE-BLK-S',
      'TEE-BLK-M',
      'TEE-WHT-S',
      'TEE-WHT-L',
      'TEE-WHT-M',
      'TEE-BLK-L',
    ].map((variantId) => ({ productId: 'prod-classic-tee', variantId }));
    variants.push({ productId: 'prod-canvas-tote', variantId: 'TOTE-NAT' });
    for (const variant of variants) {
      await call(page, 'POST', PATH, {
        ...variant,
        siteVisitorEmail: 'batch@example.com',
        isJoinMailingList: false,
        recaptchaEnterpriseV3Token: '',
      });
    }
    await call(page, 'POST', PATH, {
      productId: 'prod-enamel-mug',
      variantId: 'MUG-ENAMEL',
      siteVisitorEmail: 'merchant-test@example.com',
      isJoinMailingList: true,
      recaptchaEnterpriseV3Token: '',
    });
    await page.reload();
    await storefrontReady(page);
    const rows = page.locator('.sf-restock-manager tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(8);
    expect(await axeViolations(page)).toEqual([]);

    const mugTitle = 'Enamel Mug';
    const show = page.getByRole('button', { name: `Signups for ${mugTitle}` });
    await show.click();
    await expect.poll(() => show.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('.sf-restock-signups').textContent()).toContain(
      'merchant-test@example.com',
    );
    const outboxBefore = (await call<{ emails: unknown[] }>(page, 'GET', '/api/mock/outbox')).emails
      .length;
    await page.getByRole('button', { name: `Send notices for ${mugTitle}` }).click();
    await expect
      .poll(() => page.locator('.sf-restock-manager-status').textContent())
      .toMatch(/^\d+ notices sent\.$/);
    const outbox = await call<{ emails: { to: string; subject: string }[] }>(
      page,
      'GET',
      '/api/mock/outbox',
    );
    expect(outbox.emails.length).toBeGreaterThan(outboxBefore);
    expect(outbox.emails).toContainEqual(
      expect.objectContaining({
        to: 'merchant-test@example.com',
        subject: 'Enamel Mug is back in stock',
      }),
    );
    await expect
      .poll(() => page.getByRole('button', { name: `Send notices for ${mugTitle}` }).isDisabled())
      .toBe(true);

    await page.getByRole('button', { name: 'Send all notices' }).click();
    await expect
      .poll(() => page.locator('.sf-restock-manager-status').textContent())
      .toMatch(/^\d+ notices sent\.$/);
    const sentTo = (
      await call<{ emails: { to: string; variantId: string }[] }>(page, 'GET', '/api/mock/outbox')
    ).emails.filter((e) => e.to === 'batch@example.com');
    expect(sentTo.map((e) => e.variantId).sort()).toEqual(variants.map((v) => v.variantId).sort());
    await expect
      .poll(() => page.getByRole('button', { name: 'Send all notices' }).isDisabled())
      .toBe(true);
    await page.context().close();
  });

  it('restocks the mug: the restock form goes away and it can be added to the cart', async () => {
    const page = await open('/products/enamel-mug');
    await call(page, 'POST', '/api/mock/stock', {
      itemId: 'prod-enamel-mug',
      sku: 'MUG-ENAMEL',
      qtyInStock: 5,
    });
    await page.reload();
    await storefrontReady(page);
    await expect.poll(() => mug(page).isHidden()).toBe(true);
    const button = page.locator('.sqs-add-to-cart-button[data-item-id="prod-enamel-mug"]');
    await button.click();
    await expect.poll(() => button.textContent(), { timeout: 5000 }).toContain('Added!');
    await page.context().close();
  });
});
