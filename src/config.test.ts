/** Tests of reading the script tag config: defaults, data attributes, the request timeout. */
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';

const script = (attributes: Record<string, string>) => {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};
const location = { origin: 'https://shop.example' };

describe('the script tag config', () => {
  it("defaults the API base to the page's origin, USD, and the pill on", () => {
    const config = readConfig(script({}), {}, location);
    expect(config).toMatchObject({
      apiBase: 'https://shop.example/',
      currency: 'USD',
      cartPill: true,
      expressCheckout: false,
      cartPath: '/cart',
    });
  });

  it('reads the data attributes, which win over window.StorefrontConfig', () => {
    const config = readConfig(
      script({
        'data-api-base': 'https://api.example/base/',
        'data-website-id': 'site-1',
        'data-locale': 'fr-CA',
        'data-currency': 'cad',
        'data-cart-pill': 'false',
        'data-messages': '{"fr":{"addToCart":"Ajouter"}}',
      }),
      { websiteId: 'ignored', locale: 'en-GB', messages: { de: { addToCart: 'Hinzufügen' } } },
      location,
    );
    expect(config).toMatchObject({
      apiBase: 'https://api.example/base/',
      websiteId: 'site-1',
      locale: 'fr-CA',
      currency: 'CAD',
      cartPill: false,
      messages: { fr: { addToCart: 'Ajouter' }, de: { addToCart: 'Hinzufügen' } },
    });
  });

  it('takes a request timeout in milliseconds, ignoring anything but a positive whole number', () => {
    expect(readConfig(script({}), {}, location).requestTimeoutMs).toBe(10_000);
    expect(readConfig(script({ 'data-request-timeout': '2500' }), {}, location)).toMatchObject({
      requestTimeoutMs: 2500,
    });
    expect(readConfig(script({}), { requestTimeoutMs: 4000 }, location).requestTimeoutMs).toBe(
      4000,
    );
    const report = vi.fn();
    for (const bad of ['0', '-5', '1.5', 'soon']) {
      expect(
        readConfig(script({ 'data-request-timeout': bad }), {}, location, report).requestTimeoutMs,
      ).toBe(10_000);
    }
    expect(report).toHaveBeenCalledTimes(4);
  });
});
