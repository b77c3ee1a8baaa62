/** Setup mistakes: each found where it is made, logged once with element, attribute and fix. */
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';
import { createDiagnostics, type SetupProblem } from './diagnostics';
import { setupWords } from './setup-words';
import { checkIncompleteHooks } from './setup-checks';

const location = { origin: 'https://shop.example' };

function collect() {
  const lines: string[] = [];
  const diagnostics = createDiagnostics(setupWords, (text) => lines.push(text));
  return { lines, diagnostics };
}

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('the diagnostics path', () => {
  it('logs a mistake once, naming the element, the attribute and the fix', () => {
    const { lines, diagnostics } = collect();
    const button = document.createElement('div');
    button.className = 'sqs-add-to-cart-button';
    diagnostics.report(button, 'data-item-id', 'is missing.', 'add it.');
    diagnostics.report(button, 'data-item-id', 'is missing.', 'add it.');
    expect(lines).toEqual([
      '[storefront] <div class="sqs-add-to-cart-button">: data-item-id is missing. Fix: add it.',
    ]);
    expect(diagnostics.list()).toHaveLength(1);
    expect(diagnostics.list()[0]?.node).toBe(button);
  });

  it('reports every hook element missing its key attribute, and leaves it untouched', () => {
    document.body.innerHTML = `
      <div class="sqs-add-to-cart-button" role="button"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>
      <div class="product-variants"></div>
      <div class="sqs-block-newsletter"><form><input name="email"></form></div>
      <div class="sqs-add-to-cart-button" data-item-id="ok"></div>`;
    const before = document.body.innerHTML;
    const { lines, diagnostics } = collect();
    checkIncompleteHooks(document, diagnostics.report);
    checkIncompleteHooks(document, diagnostics.report);
    expect(document.body.innerHTML).toBe(before);
    expect(diagnostics.list().map((p: SetupProblem) => [p.element, p.attribute])).toEqual([
      ['<div class="sqs-add-to-cart-button">', 'data-item-id'],
      ['<div class="product-variants">', 'data-item-id'],
      ['<div class="sqs-block-newsletter">', 'data-form-id'],
    ]);
    expect(lines[0]).toContain('Fix: add data-item-id="<the product id>"');
  });
});

describe('the script tag options', () => {
  it('reports a currency Intl refuses and uses USD, so money formatting cannot throw', () => {
    const { lines, diagnostics } = collect();
    const tag = script({ 'data-currency': 'US Dollars' });
    const config = readConfig(tag, {}, location, diagnostics.report);
    expect(config.currency).toBe('USD');
    expect(
      () => new Intl.NumberFormat(config.locale, { style: 'currency', currency: config.currency }),
    ).not.toThrow();
    expect(lines).toEqual([
      '[storefront] <script data-currency="US Dollars">: data-currency "US Dollars" is not an ISO 4217 currency code; USD is used. Fix: use the three-letter code, e.g. data-currency="USD" or "EUR".',
    ]);
    expect(diagnostics.list()[0]?.node).toBe(tag);
  });

  it('names window.StorefrontConfig when the value came from there', () => {
    const { lines, diagnostics } = collect();
    readConfig(script({}), { currency: 'dollars' }, location, diagnostics.report);
    expect(lines[0]).toMatch(
      /^\[storefront\] window\.StorefrontConfig\.currency: data-currency "dollars"/,
    );
  });

  it('reports a malformed locale, API base, messages JSON and timeout, using the defaults', () => {
    const { diagnostics } = collect();
    const config = readConfig(
      script({
        'data-locale': 'english please',
        'data-api-base': 'http://',
        'data-messages': '{fr:',
        'data-request-timeout': 'soon',
      }),
      {},
      location,
      diagnostics.report,
    );
    expect(config).toMatchObject({
      locale: 'en-US',
      apiBase: 'https://shop.example/',
      messages: {},
      requestTimeoutMs: 10_000,
    });
    expect(diagnostics.list().map((p) => p.attribute)).toEqual([
      'data-api-base',
      'data-locale',
      'data-messages',
      'data-request-timeout',
    ]);
  });

  it('reports nothing for a correct tag', () => {
    const warn = vi.fn();
    const diagnostics = createDiagnostics(setupWords, warn);
    readConfig(
      script({ 'data-currency': 'eur', 'data-locale': 'fr-FR', 'data-api-base': '/shop/' }),
      {},
      location,
      diagnostics.report,
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
