/**
 * The form rules of `src/forms` as a shopper meets them: one email rule for the form block, the
 * extra-fields form and the restock form, and the fields a form save refuses marked on the page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'form-rules', fixtures: 'products', open: { timeout: 5000 } });

/** An address with a character no address holds unquoted; every form used to disagree on it. */
const BAD_EMAIL = 'a<b@x.io';
const EMAIL_TEXT =
  'Email is not valid. Email addresses should follow the format email@example.com.';

/** Counts the calls `page` makes to paths containing `part`. */
function countCalls(page: Page, part: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) calls += 1;
  });
  return () => calls;
}

describe(`the address ${BAD_EMAIL}`, () => {
  it('is refused by the form block, before any call', async () => {
    const { page, close } = await suite.open('/forms', { waitFor: 'form.sf-form' });
    // The form's own calls (submission key, save); the page's cart and analytics calls are not its.
    const calls = countCalls(page, '/api/form/');
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill(BAD_EMAIL);
    await page.locator('.sf-form-submit').click();
    await expect.poll(() => page.locator('[id$="-email-1-error"]').textContent()).toBe(EMAIL_TEXT);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toBe(0);
    await close();
  });

  it('is refused by the extra-fields form, and nothing is added', async () => {
    const { page, close } = await suite.open('/product-modes.html');
    await page.locator('.sqs-add-to-cart-button[data-item-id="prod-e2e-flask"]').click();
    const dialog = page.getByRole('dialog', { name: 'Engraving' });
    await dialog.getByLabel('Engraving text').fill('JS');
    const calls = countCalls(page, '/shopping-cart/entries');
    const email = dialog.getByLabel('Email for the proof');
    await email.fill(BAD_EMAIL);
    await dialog.getByRole('button', { name: 'Add To Cart' }).click();
    await expect
      .poll(() => dialog.locator('.sf-field__error').allTextContents())
      .toEqual([EMAIL_TEXT]);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toBe(0);
    await close();
  });

  it("is refused by the restock form with 'Email is invalid', and nobody is signed up", async () => {
    const { page, close } = await suite.open('/products/enamel-mug');
    const form = page.locator('.product-restock-notification');
    const calls = countCalls(page, '/notifications/restock');
    const email = form.getByRole('textbox', { name: 'Your Email' });
    await email.fill(BAD_EMAIL);
    await email.press('Enter');
    await expect
      .poll(() => form.locator('.sf-restock-error').textContent())
      .toBe('Email is invalid');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toBe(0);
    await close();
  });
});

describe('a form save the server refuses', () => {
  it('marks each refused field with the text of data.errors, the documents’ shape', async () => {
    // The inline form skips the client rules; its validate call is answered ok here, so the
    // save itself (the mock server's real check) is what refuses the address.
    const { page, close } = await suite.open('/forms-inline', { waitFor: 'form.sf-form' });
    await page.route('**/api/rest/forms/validate/**', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"ok":true}' }),
    );
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/form/SaveFormSubmission'),
    );
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await email.fill(BAD_EMAIL);
    await page.locator('.sf-form-submit').click();
    const response = await saved;
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      data: { errors: { 'newsletter-email': EMAIL_TEXT } },
    });
    await expect
      .poll(() => page.locator('[id$="-newsletter-email-error"]').textContent())
      .toBe(EMAIL_TEXT);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.sf-form-success').count()).toBe(0);
    await close();
  });
});
