/**
 * The variant selector and quantity input as a shopper uses them: dropdowns and radio buttons,
 * sold-out option values, and the price, marks, scarcity message and image following the
 * chosen variant.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { recordProblems, type Page } from './harness';
import { useStorefront } from './suite';

const suite = useStorefront({ name: 'variants', fixtures: 'products' });

const visibleText = (page: Page, selector: string) =>
  page
    .locator(`${selector}:visible`)
    .evaluateAll((elements) =>
      elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim()),
    );

/**
 * What a shopper reads in the visible elements matching `selector`: their text with the
 * theme's `::before`/`::after` content (the `$` demo.css puts before `.sqs-money-native`),
 * leaving out visually hidden labels.
 */
const shownText = (page: Page, selector: string) =>
  page.locator(`${selector}:visible`).evaluateAll((elements) => {
    const generated = (element: Element, pseudo: string) => {
      const content = getComputedStyle(element, pseudo).content;
      return content.startsWith('"') ? content.slice(1, -1) : '';
    };
    const read = (node: Node): string => {
      if (node instanceof Text) return node.data;
      if (!(node instanceof Element)) return '';
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return '';
      const inner = [...node.childNodes].map(read).join('');
      return generated(node, '::before') + inner + generated(node, '::after');
    };
    return elements.map((element) => read(element).replace(/\s+/g, ' ').trim());
  });

describe('a shopper choosing a variant from dropdowns', () => {
  it("reads the chosen variant's price with one currency symbol, like the page's own", async () => {
    const { page, close } = await suite.open('/products/classic-tee');
    expect(await shownText(page, '.product-price')).toEqual(['from $20.00']);
    await page.getByLabel('Select Color').selectOption('White');
    await page.getByLabel('Select Size').selectOption('S');
    await expect.poll(() => shownText(page, '.product-price')).toEqual(['$20.00 $25.00']);
    await page.getByLabel('Select Size').selectOption('M');
    await expect.poll(() => shownText(page, '.product-price')).toEqual(['$25.00']);
    await close();
  });

  it('sees the price, sale mark and sold-out mark of the chosen variant', async () => {
    const { page, close } = await suite.open('/products/classic-tee');
    const problems = recordProblems(page);
    expect(await visibleText(page, '.product-price')).toEqual(['from 20.00']);
    await page.getByLabel('Select Color').selectOption('White');
    await page.getByLabel('Select Size').selectOption('S');
    await expect
      .poll(() => visibleText(page, '.product-price'))
      .toEqual(['Sale Price:20.00 Original Price:25.00']);
    expect(await visibleText(page, '.product-mark')).toEqual(['sale']);

    await page.getByLabel('Select Size').selectOption('M');
    await expect.poll(() => visibleText(page, '.product-price')).toEqual(['25.00']);
    expect(await visibleText(page, '.product-mark')).toEqual([]);

    await page.getByLabel('Select Color').selectOption('Black');
    await page.getByLabel('Select Size').selectOption('L');
    await expect.poll(() => visibleText(page, '.product-mark')).toEqual(['sold out']);

    // Back to no choice: the page as it was rendered.
    await page.getByLabel('Select Size').selectOption('');
    await expect.poll(() => visibleText(page, '.product-price')).toEqual(['from 20.00']);
    expect(await visibleText(page, '.product-mark')).toEqual(['sale']);
    expect(problems.errors).toEqual([]);
    await close();
  });

  it('marks sold-out option values for the other choices, and keeps them selectable', async () => {
    const { page, close } = await suite.open('/products/classic-tee');
    const sizes = page.getByLabel('Select Size').locator('option');
    expect(await sizes.allTextContents()).toEqual(['Select Size', 'S', 'M', 'L']);
    await page.getByLabel('Select Color').selectOption('Black');
    await expect
      .poll(() => sizes.allTextContents())
      .toEqual(['Select Size', 'S', 'M', 'L (sold out)']);
    await page.getByLabel('Select Color').selectOption('White');
    await expect.poll(() => sizes.allTextContents()).toEqual(['Select Size', 'S', 'M', 'L']);
    await page.getByLabel('Select Color').selectOption('Black');
    await page.getByLabel('Select Size').selectOption('L');
    expect(await page.getByLabel('Select Size').inputValue()).toBe('L');
    await close();
  });
});

describe('a shopper choosing a variant with radio buttons', () => {
  it('chooses by click and keyboard; image, price and scarcity follow; the button adds that variant', async () => {
    const { page, close } = await suite.open('/product-radios.html');
    const problems = recordProblems(page);
    const image = page.locator('.product-image img');
    expect(await image.getAttribute('src')).toBe('/img/default.svg');
    expect(await visibleText(page, '.product-scarcity')).toEqual([]);

    await page.getByRole('button', { name: 'M', exact: true }).click();
    // Blue only comes in M as a sold-out variant, and says so to a screen reader.
    await expect.poll(() => page.getByRole('button', { name: 'Blue (sold out)' }).count()).toBe(1);
    const red = page.getByRole('button', { name: 'Red', exact: true });
    await red.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Slim', exact: true }).focus();
    await page.keyboard.press(' ');
    await expect.poll(() => image.getAttribute('src')).toBe('/img/red.svg');
    expect(await image.getAttribute('alt')).toBe('Red shirt');
    expect(await red.getAttribute('aria-pressed')).toBe('true');
    expect(await visibleText(page, '.product-price')).toEqual([
      'Sale Price:30.00 Original Price:40.00',
    ]);
    expect(await visibleText(page, '.product-scarcity')).toEqual(['Only 4 left!']);

    const add = page.locator('.sqs-add-to-cart-button');
    await add.click();
    await expect
      .poll(async () => (await add.textContent())?.trim(), { timeout: 5000 })
      .toBe('Added!');
    const cart = await page.evaluate(() => window.Storefront?.cart.get());
    expect(cart?.entries.map((entry) => entry.chosenVariant.sku)).toEqual(['SH-M-RED-SLIM']);
    expect(problems.errors).toEqual([]);
    await close();
  });
});

describe('a shopper typing a quantity', () => {
  it('is brought back to 1..9999 on leaving the field, and that many are added', async () => {
    const { page, close } = await suite.open('/products/canvas-tote');
    const quantity = page.getByLabel('Quantity');
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('0');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await quantity.fill('12000');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('9999');
    await quantity.fill('3');
    const add = page.locator('.sqs-add-to-cart-button');
    await add.click();
    await expect
      .poll(async () => (await add.textContent())?.trim(), { timeout: 5000 })
      .toBe('Added!');
    await expect
      .poll(async () => (await page.evaluate(() => window.Storefront?.cart.get()))?.totalQuantity, {
        timeout: 5000,
      })
      .toBe(3);
    await close();
  });
});

describe('the demo product pages under axe-core', () => {
  it('are clean with a variant chosen, a sold-out value marked and the added-item popover showing', async () => {
    const { page, close } = await suite.open('/products/classic-tee');
    await page.getByLabel('Select Color').selectOption('Black');
    await page.getByLabel('Select Size').selectOption('M');
    await page.locator('.sqs-add-to-cart-button').click();
    await page.locator('.sf-added-popover').waitFor({ timeout: 5000 });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it.each(['/products/canvas-tote', '/products/enamel-mug'])('%s is clean', async (path) => {
    const { page, close } = await suite.open(path);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
