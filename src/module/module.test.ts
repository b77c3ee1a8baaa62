/** The ES module entry: config mistakes and elements that are no hook are reported, not thrown. */
import { describe, expect, it, vi } from 'vitest';
import { createStorefront } from './index';

describe('createStorefront', () => {
  it('reads the config like the script tag, reporting what it cannot use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storefront = createStorefront({ currency: 'US Dollars', websiteId: 'site' });
    expect(storefront.config).toMatchObject({ currency: 'USD', websiteId: 'site' });
    expect(storefront.diagnose().map((p) => [p.element, p.attribute])).toEqual([
      ['window.StorefrontConfig.currency', 'data-currency'],
    ]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('leaves an element that is no hook alone and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storefront = createStorefront();
    const button = document.createElement('div');
    button.className = 'sqs-add-to-cart-button';
    const unmount = await storefront.mount(button);
    expect(unmount()).toBeUndefined();
    const other = document.createElement('div');
    await storefront.mount(other, 'add-to-kart');
    expect(storefront.diagnose().map((p) => [p.attribute, p.problem])).toEqual([
      ['data-item-id', 'is missing, so the widget is not mounted.'],
      ['hook', '"add-to-kart" is not a Storefront hook.'],
    ]);
    warn.mockRestore();
  });
});
