/** Tests of the restock widget. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { HttpError } from '../../api/error-classes';
import type { StockResult } from '../../api/schemas';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { mount } from './index';

const MARKUP = `
<div class="product-restock-notification" data-product-id="mug" data-variant-id="MUG">
  <span class="product-restock-cta">Get notified</span>
  <form class="product-restock-form" action="#">
    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="Your Email">
    <input class="sqs-editable-button" type="submit" value="Sign Up">
  </form>
  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList" checked>Subscribe</label>
</div>`;

const stock: StockResult[] = [{ sku: 'MUG', attributes: {}, unlimited: false, qtyInStock: 0 }];

function setup(request: ApiClient['request']) {
  document.body.innerHTML = MARKUP;
  const api = {
    request,
    getStock: async () => ({ results: stock }),
  } as unknown as ApiClient;
  const runtime = {
    config: { nonce: undefined } as StorefrontConfig,
    messages,
    api,
  } as unknown as Runtime;
  const host = document.querySelector<HTMLElement>('.product-restock-notification')!;
  const unmount = mount(host, runtime);
  const email = host.querySelector<HTMLInputElement>('input[name="email"]')!;
  const form = host.querySelector('form')!;
  const submit = async (value: string) => {
    email.value = value;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { host, email, submit, unmount };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('restock widget', () => {
  it('labels the email input and gives the markup back on unmount', () => {
    const { host, email, unmount } = setup(vi.fn());
    expect(email.getAttribute('aria-label')).toBe('Your Email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    unmount();
    expect(email.hasAttribute('aria-label')).toBe(false);
    expect(email.hasAttribute('autocomplete')).toBe(false);
    expect(host.querySelector('.sf-restock-error')).toBeNull();
    expect(host.classList.contains('sf-restock')).toBe(false);
  });

  it("says 'Email cannot be blank' and 'Email is invalid' without calling the server", async () => {
    const request = vi.fn();
    const { host, submit } = setup(request);
    await submit('  ');
    await vi.waitFor(() =>
      expect(host.querySelector('.sf-restock-error')?.textContent).toBe('Email cannot be blank'),
    );
    await submit('a@b');
    await vi.waitFor(() =>
      expect(host.querySelector('.sf-restock-error')?.textContent).toBe('Email is invalid'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it("sends the signup and replaces the form with 'Signed up!'", async () => {
    const request = vi.fn(async () => ({ ok: true }));
    const { host, submit } = setup(request as unknown as ApiClient['request']);
    await submit(' fan@example.com ');
    await vi.waitFor(() =>
      expect(host.querySelector('.product-restock-success')?.textContent).toBe('Signed up!'),
    );
    expect(request).toHaveBeenCalledWith(
      'POST',
      'api/site-users/account/notifications/restock',
      expect.anything(),
      {
        json: {
          productId: 'mug',
          variantId: 'MUG',
          siteVisitorEmail: 'fan@example.com',
          isJoinMailingList: true,
          recaptchaEnterpriseV3Token: '',
        },
      },
    );
    expect(host.querySelector('form')?.hidden).toBe(true);
  });

  it("shows the server's message, else the documents' fallback", async () => {
    const request = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('POST', '/r', 400, { message: 'Nope from server' }))
      .mockRejectedValueOnce(new Error('offline'));
    const { host, submit } = setup(request);
    await submit('fan@example.com');
    await vi.waitFor(() =>
      expect(host.querySelector('.sf-restock-error')?.textContent).toBe('Nope from server'),
    );
    await submit('fan@example.com');
    await vi.waitFor(() =>
      expect(host.querySelector('.sf-restock-error')?.textContent).toBe(
        'Unable to submit form. Please try again later.',
      ),
    );
  });
});
