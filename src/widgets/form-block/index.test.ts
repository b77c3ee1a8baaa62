/** Tests of the form-block widget's mount: the newsletter block, the captcha, the definition's sources and errors, unmount. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/error-classes';
import type { Enterprise } from '../../captcha/captcha';
import { messages } from '../../i18n/messages';
import { mount } from './index';
import { CONTACT, definition, fakeRuntime, httpError, setup } from './test-page';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the newsletter block', () => {
  const NEWSLETTER = definition({
    id: 'news',
    submitButtonText: 'Sign Up',
    submissionMessage: 'Thank you for subscribing!',
    fields: [{ id: 'news-email', type: 'email', title: 'Email Address', required: true }],
  });

  it('is one whatever its definition says: no banners, the subscription event first', async () => {
    const { host, byLabel, type, submit, fieldError, emit } = await setup(NEWSLETTER, {
      className: 'sqs-block-newsletter',
    });
    expect(host.querySelector('form')?.className).toBe('sf-form sf-form-newsletter');
    await submit();
    expect(fieldError('news-email')).toBe('Required');
    expect(host.querySelectorAll('.sf-form-banner')).toHaveLength(0);
    type(byLabel('Email Address'), 'reader@example.com');
    await submit();
    await vi.waitFor(() => expect(host.querySelector('.sf-form-success')).not.toBeNull());
    expect(host.querySelector('.sf-form-success')?.textContent).toBe('Thank you for subscribing!');
    expect(emit.mock.calls.map(([name]) => name)).toEqual([
      'form-rendered',
      'newsletter-subscribed',
      'form-success',
      'pixel',
    ]);
    expect(emit).toHaveBeenCalledWith('form-success', {
      formId: 'news',
      newsletter: true,
      values: { 'news-email': 'reader@example.com' },
    });
  });
});

describe('a form with a captcha', () => {
  const rendered: { callback: (token: string) => void; action: string; size: string }[] = [];
  const resets: number[] = [];
  const enterprise: Enterprise = {
    ready: (callback) => callback(),
    execute: async () => 'token',
    render: (_container, params) => {
      rendered.push(params);
      return rendered.length;
    },
    reset: (id) => resets.push(id ?? 0),
  };
  beforeEach(() => {
    window.grecaptcha = { enterprise };
    rendered.length = 0;
    resets.length = 0;
  });
  afterEach(() => {
    delete window.grecaptcha;
  });
  const WITH_CAPTCHA = definition({
    captchaEnabled: true,
    captchaAlignment: 'center',
    fields: [{ id: 'e', type: 'email', title: 'Email Address', required: true }],
  });
  const withKey = { attributes: 'data-captcha-site-key="site-key"' };

  it('renders once the form is on the page, hidden until focus is in the form', async () => {
    const { host, $, byLabel } = await setup(WITH_CAPTCHA, withKey);
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]?.action).toBe('FORM_BLOCK_SUBMISSION');
    const box = $<HTMLElement>('.sf-form-captcha');
    expect(box.className).toBe('sf-form-captcha sf-align-center');
    expect(box.hidden).toBe(true);
    byLabel('Email Address').focus();
    expect(box.hidden).toBe(false);
    byLabel('Email Address').blur();
    expect(box.hidden).toBe(true);
    expect(host.querySelectorAll('.sf-form-captcha')).toHaveLength(1);
  });

  it('asks to complete it first, sends its token, and locks submit after a refusal until it is redone', async () => {
    let refuse = true;
    const { $, byLabel, type, submit, sends } = await setup(WITH_CAPTCHA, {
      ...withKey,
      answers: {
        'api/form/SaveFormSubmission': async () => {
          if (refuse) throw httpError(400, { message: messages.formCaptchaFailed });
          return { ok: true };
        },
      },
    });
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    type(byLabel('Email Address'), 'captcha@example.com');
    await submit();
    expect($('.sf-form-message').textContent).toBe(messages.formCaptchaRequired);
    expect(sends()).toEqual([]);
    rendered[0]!.callback('t1');
    await submit();
    await vi.waitFor(() =>
      expect($('.sf-form-message').textContent).toBe(messages.formCaptchaFailed),
    );
    const saved = sends().find((call) => call.path === 'api/form/SaveFormSubmission');
    expect(saved?.options?.json).toMatchObject({ captchaKey: 't1' });
    expect(resets).toEqual([1]);
    expect($('.sf-form-submit').getAttribute('aria-disabled')).toBe('true');
    await submit();
    expect(sends().filter((call) => call.path === 'api/form/SaveFormSubmission')).toHaveLength(1);
    refuse = false;
    rendered[0]!.callback('t2');
    expect($('.sf-form-submit').hasAttribute('aria-disabled')).toBe(false);
    await submit();
    await vi.waitFor(() => expect($('.sf-form-success')).not.toBeNull());
  });

  it('has no captcha without a site key, and says the popup action in a popup', async () => {
    const plain = await setup(WITH_CAPTCHA);
    expect(plain.host.querySelector('.sf-form-captcha')).toBeNull();
    plain.unmount();
    document.body.innerHTML = `<dialog class="sqs-popup-overlay" data-popup-json="{}" data-captcha-site-key="k"><div class="sqs-block-newsletter"></div></dialog>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-newsletter')!;
    host.dataset.formJson = JSON.stringify(WITH_CAPTCHA);
    mount(host, fakeRuntime().runtime);
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]?.action).toBe('PROMO_POPUP_SUBMISSION');
  });
});

describe('the definition and unmount', () => {
  it('fetches the definition by form id when the page has none', async () => {
    document.body.innerHTML = `<div class="sqs-block-form" data-form-id="contact"><p>Loading…</p></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    const { runtime, calls } = fakeRuntime({
      'api/template/GetTemplateSchema': async () => ({ form: CONTACT }),
    });
    mount(host, runtime);
    await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: 'api/template/GetTemplateSchema',
      options: { searchParams: { type: 'form-block', formId: 'contact' } },
    });
  });

  it.each([
    ['inline JSON that is not a form', '{"id":', undefined],
    ['a form the server does not know', undefined, httpError(404, { message: 'Not found' })],
  ])('says %s is not configured', async (_, inline, error) => {
    document.body.innerHTML = `<div class="sqs-block-form" data-form-id="x"><p>Loading…</p></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    if (inline !== undefined) host.dataset.formJson = inline;
    const { runtime } = fakeRuntime({
      'api/template': async () => {
        throw error;
      },
    });
    mount(host, runtime);
    await vi.waitFor(() =>
      expect(host.querySelector('.sf-form-message')?.textContent).toBe(messages.formNotConfigured),
    );
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
  });

  it("keeps the platform's markup when the answer is not the API's (reported by the runtime)", async () => {
    document.body.innerHTML = `<div class="sqs-block-form" data-form-id="x"><p>Loading…</p></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    const { runtime, calls } = fakeRuntime(
      {
        'api/template': async () => {
          throw new HttpError('GET', '/api/template', 404, undefined);
        },
      },
      () => undefined,
    );
    mount(host, runtime);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.innerHTML).toBe('<p>Loading…</p>');
  });

  it("gives the platform's own nodes back, and builds nothing once unmounted", async () => {
    const markup = `<div class="sqs-block-form" data-form-id="x"><p id="mine">Loading…</p></div>`;
    document.body.innerHTML = markup;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    const mine = host.firstElementChild;
    host.dataset.formJson = JSON.stringify(CONTACT);
    const unmount = mount(host, fakeRuntime().runtime);
    await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
    unmount();
    expect(host.children).toHaveLength(1);
    expect(host.firstElementChild).toBe(mine);

    document.body.innerHTML = markup;
    const early = document.querySelector<HTMLElement>('.sqs-block-form')!;
    const theirs = early.firstElementChild;
    early.dataset.formJson = JSON.stringify(CONTACT);
    const { runtime, emit } = fakeRuntime();
    mount(early, runtime)();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(early.firstElementChild).toBe(theirs);
    expect(early.querySelector('.sf-form-block')).toBeNull();
    expect(emit).not.toHaveBeenCalled();
  });
});
