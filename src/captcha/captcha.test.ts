/** Tests of the captcha: tokens from the script, and the script tag added once. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CaptchaModule from './captcha';
import type { Enterprise } from './captcha';

// The script is loaded once per page: each test gets a fresh module, as a fresh page would.
let captcha: typeof CaptchaModule;
beforeEach(async () => {
  vi.resetModules();
  captcha = await import('./captcha');
});

afterEach(() => {
  document.documentElement.removeAttribute('data-captcha-site-key');
  delete window.grecaptcha;
  document.head.replaceChildren();
});

function fakeEnterprise(overrides: Partial<Enterprise> = {}): Enterprise {
  return {
    ready: (callback) => callback(),
    execute: vi.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`),
    render: vi.fn(() => 7),
    reset: vi.fn(),
    ...overrides,
  };
}

describe('captcha', () => {
  it("rejects with 'Enterprise V3 ReCaptcha site key not found' without a site key", async () => {
    await expect(captcha.captchaToken('PRODUCT_WAITLIST_SUBMISSION')).rejects.toThrow(
      'Enterprise V3 ReCaptcha site key not found',
    );
  });

  it('asks the script for a token of the action with the page context site key', async () => {
    document.documentElement.dataset.captchaSiteKey = 'key-1';
    const enterprise = fakeEnterprise();
    window.grecaptcha = { enterprise };
    expect(await captcha.captchaToken('NEWSLETTER_BLOCK_SUBMISSION')).toBe(
      'token-for-NEWSLETTER_BLOCK_SUBMISSION',
    );
    expect(enterprise.execute).toHaveBeenCalledWith('key-1', {
      action: 'NEWSLETTER_BLOCK_SUBMISSION',
    });
  });

  it('yields no token when the script fails to give one', async () => {
    document.documentElement.dataset.captchaSiteKey = 'key-1';
    window.grecaptcha = {
      enterprise: fakeEnterprise({ execute: () => Promise.reject(new Error('nope')) }),
    };
    expect(await captcha.captchaToken('PROMO_POPUP_SUBMISSION')).toBeUndefined();
  });

  it('adds the script tag once however many widgets load it', () => {
    void captcha.loadCaptcha('key-2').catch(() => undefined);
    void captcha.loadCaptcha('key-2').catch(() => undefined);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toContain('render=key-2');
  });

  it("renders once, refuses a reset before render with 'ReCaptcha has not been set up!'", async () => {
    document.documentElement.dataset.captchaSiteKey = 'key-3';
    const enterprise = fakeEnterprise();
    window.grecaptcha = { enterprise };
    const container = document.createElement('div');
    document.body.append(container);
    const onToken = vi.fn();
    const widget = new captcha.CaptchaWidget(container, {
      action: 'FORM_BLOCK_SUBMISSION',
      onToken,
    });
    expect(() => widget.reset()).toThrow('ReCaptcha has not been set up!');
    await widget.render();
    await widget.render();
    expect(enterprise.render).toHaveBeenCalledTimes(1);
    widget.reset();
    expect(enterprise.reset).toHaveBeenCalledWith(7);
    expect(onToken).toHaveBeenLastCalledWith(undefined);
    widget.destroy();
    expect(container.childNodes).toHaveLength(0);
  });
});
