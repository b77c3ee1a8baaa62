/** A site owner's setup mistakes in a browser: one `[storefront]` warning each, nothing thrown, the page intact. */
import { describe, expect, it } from 'vitest';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'setup-mistakes' });

/** The page's `[storefront]` warnings and its uncaught errors (HTTP refusals are expected here). */
const thrown = (errors: string[]) => errors.filter((text) => !text.startsWith('HTTP '));

describe('setup mistakes', () => {
  it('warns once per mistake, names element, attribute and fix, and leaves the markup working', async () => {
    const { page, problems, close } = await suite.open('setup-mistakes.html');
    const warnings = () => problems.warnings.filter((text) => text.startsWith('[storefront]'));
    await expect.poll(() => warnings().length).toBe(4);
    expect(warnings()).toEqual(
      expect.arrayContaining([
        '[storefront] <script data-currency="US Dollars">: data-currency "US Dollars" is not an ISO 4217 currency code; USD is used. Fix: use the three-letter code, e.g. data-currency="USD" or "EUR".',
        '[storefront] <div id="no-id" class="sqs-add-to-cart-button">: data-item-id is missing, so the widget is not mounted. Fix: add data-item-id="<the product id>" (the id the platform gives the product).',
        `[storefront] <div id="unknown" class="sqs-add-to-cart-button" data-item-id="prod-nope">: data-item-id "prod-nope" names no product of this site, so the button is left as the platform's markup. Fix: use the id of one of the site's products (the platform's {item|add-to-cart-btn} writes it).`,
        `[storefront] <select id="colour" data-variant-option-name="Colour">: data-variant-option-name "Colour" is not an option of this product (its options: Color, Size), so the product's options are left as the platform's markup. Fix: write data-variant-option-name="Color".`,
      ]),
    );
    expect(thrown(problems.errors)).toEqual([]);
    // The cart page renders in the fallback currency instead of going blank.
    await expect
      .poll(() => page.locator('#sqs-cart-root').textContent())
      .toContain('You have nothing in your shopping cart.');
    await expect
      .poll(() => page.locator('#unknown').getAttribute('class'))
      .toBe('sqs-add-to-cart-button');
    expect(await page.locator('#unknown').textContent()).toContain('Add To Cart');
    const listed = await page.evaluate(async () =>
      (await window.Storefront!.diagnose()).map(({ attribute, node }) => [
        attribute,
        node instanceof Element ? node.id || node.localName : null,
      ]),
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        ['data-currency', 'script'],
        ['data-item-id', 'no-id'],
        ['data-item-id', 'unknown'],
        ['data-variant-option-name', 'colour'],
      ]),
    );
    expect(listed).toHaveLength(4);
    expect(warnings()).toHaveLength(4);
    await close();
  });

  it("names a wrong data-api-base and keeps the newsletter's own form", async () => {
    const { page, problems, close } = await suite.open('setup-api-base.html');
    await expect
      .poll(() => problems.warnings.find((text) => text.includes('data-api-base')))
      .toMatch(
        /^\[storefront\] <script data-api-base="\/wrong\/">: data-api-base \("http:\/\/[^"]+\/wrong\/"\) does not answer as the Storefront API \(GET [^)]+\/wrong\/api\/[^)]+: HTTP 404\)\. Fix: point it at the origin that serves \/api/,
      );
    expect(thrown(problems.errors)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Sign up' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('main').textContent()).not.toContain(
      'This form has not been configured yet.',
    );
    await close();
  });
});
