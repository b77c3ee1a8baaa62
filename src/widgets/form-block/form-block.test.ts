/** Tests of the plain-DOM form block as a visitor meets it: fields, rules, submits, captcha, events, errors, unmount. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, CallOptions, Method } from '../../api/client';
import { HttpError, NetworkError, type ErrorBody } from '../../api/error-classes';
import { FormDefinitionSchema, type FormDefinition } from '../../api/forms';
import type { Enterprise } from '../../captcha/captcha';
import type { StorefrontConfig } from '../../config';
import { messages } from '../../i18n/messages';
import type { Runtime } from '../../runtime/runtime';
import { mount } from './index';
import { failure } from './submit';

const definition = (raw: Record<string, unknown>): FormDefinition =>
  FormDefinitionSchema.parse({ id: 'f1', name: 'Form', ...raw });

const CONTACT = definition({
  id: 'contact',
  submitButtonText: 'Send',
  submissionMessage: 'Thanks!',
  submissionHTML: '<p class="merchant">Our <b>team</b> answers soon.</p>',
  disclaimerMessage: 'We only use your details to answer you.',
  fields: [
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true, description: 'We reply here.' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'topic', type: 'select', title: 'Topic', required: true, options: ['Order', 'Other'] },
    { id: 'pref', type: 'radio', title: 'Contact by', options: ['Email', 'Phone'] },
    {
      id: 'likes',
      type: 'checkbox',
      title: 'Interests',
      required: true,
      options: ['Mugs', 'Tees'],
    },
    { id: 'section', type: 'section', title: 'More about you', underline: true },
    { id: 'budget', type: 'currency', title: 'Budget', currencySymbol: '$' },
    { id: 'count', type: 'number', title: 'How many?', placeholder: '1' },
    { id: 'site', type: 'website', title: 'Website' },
    { id: 'survey', type: 'likert', title: 'Your view', questions: ['Easy', 'Fast'] },
    { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 10 },
    { id: 'source', type: 'hidden', key: 'utm_source', value: 'direct' },
  ],
});

type Call = { method: Method; path: string; options?: CallOptions | undefined };
type Answer = (call: Call) => Promise<unknown>;

/** A runtime whose API answers each call with `answers[path prefix]`, else ok. */
function fakeRuntime(answers: Record<string, Answer> = {}, report?: Runtime['report']) {
  const calls: Call[] = [];
  const request = (async (
    method: Method,
    path: string,
    _schema: unknown,
    options?: CallOptions,
  ) => {
    const call = { method, path, options };
    calls.push(call);
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (answer) return answer(call);
    if (path.startsWith('api/form/FormSubmissionKey')) return { data: { key: 'k1' } };
    return { ok: true };
  }) as ApiClient['request'];
  const emit = vi.fn();
  const runtime = {
    config: { nonce: undefined } as StorefrontConfig,
    messages,
    api: { request } as ApiClient,
    emit,
    ...(report ? { report } : {}),
  } as unknown as Runtime;
  return { runtime, calls, emit, sends: () => calls.filter((call) => call.method === 'POST') };
}

/** Mounts a block holding `form` inline (or fetched, without `inline`) and waits for its form. */
async function setup(
  form: FormDefinition = CONTACT,
  {
    answers = {},
    attributes = '',
    className = 'sqs-block-form',
  }: { answers?: Record<string, Answer>; attributes?: string; className?: string } = {},
) {
  document.body.innerHTML = `<main><div class="sqs-block ${className}" data-form-id="${form.id}" ${attributes}><p>Loading the form…</p></div></main>`;
  const host = document.querySelector<HTMLElement>(`.${className}`)!;
  host.dataset.formJson = JSON.stringify(form);
  const fake = fakeRuntime(answers);
  const unmount = mount(host, fake.runtime);
  await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
  return { host, unmount, ...fake, ...helpers(host) };
}

function helpers(host: HTMLElement) {
  const $ = <E extends Element = HTMLInputElement>(selector: string) =>
    host.querySelector<E>(selector)!;
  const byLabel = <E extends HTMLElement = HTMLInputElement>(text: string): E => {
    const label = [...host.querySelectorAll('label')].find(
      (item) => item.textContent?.replace(' *', '') === text,
    );
    const control = label?.htmlFor
      ? document.getElementById(label.htmlFor)
      : label?.querySelector('input');
    return control as E;
  };
  const type = (element: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const submit = async () => {
    host.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const fieldError = (id: string) => host.querySelector(`[id$="-${id}-error"]`)?.textContent;
  const fill = () => {
    type(byLabel('First Name'), 'Ada');
    type(byLabel('Last Name'), 'Lovelace');
    type(byLabel('Email'), 'ada@example.com');
    byLabel<HTMLSelectElement>('Topic').value = 'Other';
    byLabel('Tees').checked = true;
    byLabel('Mugs').checked = true;
    type(byLabel<HTMLTextAreaElement>('Message'), 'Hello');
  };
  return { $, byLabel, type, submit, fieldError, fill };
}

/** Every id each `aria-describedby` names, and whether an element has it. */
const describedTargets = (root: Element) =>
  [...root.querySelectorAll('[aria-describedby]')].flatMap((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => [id, document.getElementById(id) !== null] as const),
  );

const httpError = (status: number, body?: ErrorBody) =>
  new HttpError('POST', '/api/form/SaveFormSubmission', status, body);

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the form block, built', () => {
  it('keeps the platform markup until the whole form is there, then swaps it once', async () => {
    document.body.innerHTML = `<div class="sqs-block-form" data-form-id="contact"><p>Loading…</p></div>`;
    const host = document.querySelector<HTMLElement>('.sqs-block-form')!;
    host.dataset.formJson = JSON.stringify(CONTACT);
    const { runtime, emit } = fakeRuntime();
    mount(host, runtime);
    expect(host.textContent).toBe('Loading…');
    await vi.waitFor(() => expect(host.querySelector('form.sf-form')).not.toBeNull());
    expect(host.children).toHaveLength(1);
    expect(host.firstElementChild?.className).toBe('sf-form-block');
    expect(emit.mock.calls).toEqual([['form-rendered', { formId: 'contact' }]]);
  });

  it('renders each field type with its label, description, required mark and control', async () => {
    const { host, $, byLabel } = await setup();
    expect(byLabel('First Name').getAttribute('autocomplete')).toBe('given-name');
    expect(byLabel('Last Name').getAttribute('autocomplete')).toBe('family-name');
    const email = byLabel('Email');
    expect([email.type, email.name, email.getAttribute('autocomplete')]).toEqual([
      'email',
      'email',
      'email',
    ]);
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-description`);
    expect($('.sf-form-description').textContent).toBe('We reply here.');
    // A phone without a country code has three parts.
    expect([...$('.sf-form-phone').querySelectorAll('input')].map((input) => input.type)).toEqual([
      'tel',
      'tel',
      'tel',
    ]);
    const topic = byLabel<HTMLSelectElement>('Topic');
    expect([...topic.options].map((option) => option.value)).toEqual(['', 'Order', 'Other']);
    expect(byLabel('Phone').type).toBe('radio');
    expect(byLabel('Phone').name).toBe(byLabel('Email').id.replace('-email', '-pref'));
    expect(byLabel('Tees').type).toBe('checkbox');
    expect($('h2.sf-form-section-title').textContent).toBe('More about you');
    expect($('.sf-form-section hr')).not.toBeNull();
    expect($('span.sf-form-currency').textContent).toBe('$');
    expect($('span.sf-form-currency').getAttribute('aria-hidden')).toBe('true');
    expect(byLabel('Budget').inputMode).toBe('decimal');
    expect(byLabel('How many?').type).toBe('number');
    expect(byLabel('How many?').placeholder).toBe('1');
    expect(byLabel('Website').type).toBe('url');
    const questions = host.querySelectorAll('.sf-form-likert-question');
    expect([...questions].map((q) => q.querySelector('legend')?.textContent)).toEqual([
      'Easy',
      'Fast',
    ]);
    expect([...questions[0]!.querySelectorAll('label')].map((label) => label.textContent)).toEqual(
      messages.likertAnswers.split('|'),
    );
    expect($('.sf-form-counter').textContent).toBe('0 / 10');
    expect(host.querySelectorAll('.sf-form-required')).toHaveLength(5);
    expect($('.sf-form-required').getAttribute('aria-hidden')).toBe('true');
    expect(host.querySelector('[name="source"], [name="utm_source"]')).toBeNull();
    expect($('.sf-form-disclaimer').textContent).toBe('We only use your details to answer you.');
    expect($('.sf-form-submit').textContent).toBe('Send');
    expect($<HTMLButtonElement>('.sf-form-submit').type).toBe('submit');
    expect($<HTMLFormElement>('form').noValidate).toBe(true);
    expect(host.querySelectorAll('.sf-form-banner')).toHaveLength(0);
    expect(describedTargets(host).every(([, exists]) => exists)).toBe(true);
  });

  it('counts a long text in characters as typed, marked once over the limit', async () => {
    const { $, byLabel, type } = await setup();
    const message = byLabel<HTMLTextAreaElement>('Message');
    type(message, 'a😀'.repeat(5));
    expect($('.sf-form-counter').textContent).toBe('10 / 10');
    expect($('.sf-form-counter').classList.contains('sf-form-counter-over')).toBe(false);
    type(message, 'x'.repeat(11));
    expect($('.sf-form-counter').textContent).toBe('11 / 10');
    expect($('.sf-form-counter').classList.contains('sf-form-counter-over')).toBe(true);
    expect(message.getAttribute('aria-describedby')).toBe($('.sf-form-counter').id);
  });

  it('builds a form of many fields in slices of the main thread', async () => {
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 7));
    const many = definition({
      fields: Array.from({ length: 40 }, (_, i) => ({ id: `f${i}`, type: 'text', title: `F${i}` })),
    });
    const tasks: number[] = [];
    const timeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
      tasks.push(ms ?? 0);
      return timeout(fn, ms);
    }) as typeof setTimeout);
    const { host } = await setup(many);
    expect(host.querySelectorAll('.sf-form-field')).toHaveLength(40);
    // 20 ms slices at 7 ms a field: at most three fields each.
    expect(tasks.filter((ms) => ms === 0).length).toBeGreaterThanOrEqual(40 / 3);
  });
});

describe('client validation', () => {
  it('shows the rule texts above each title with both banners, focuses the first invalid field and sends nothing', async () => {
    const { host, $, byLabel, type, submit, fieldError, sends } = await setup();
    type(byLabel('Email'), 'not an email');
    type(byLabel<HTMLTextAreaElement>('Message'), 'x'.repeat(11));
    await submit();
    expect(fieldError('name')).toBe('Required');
    expect(fieldError('email')).toBe(
      'Email is not valid. Email addresses should follow the format email@example.com.',
    );
    expect(fieldError('topic')).toBe('Required');
    expect(fieldError('likes')).toBe('Required');
    expect(fieldError('message')).toBe('You have exceeded the character limit.');
    expect(fieldError('phone')).toBeUndefined();
    const topic = byLabel<HTMLSelectElement>('Topic').closest('.sf-form-field')!;
    expect([...topic.children].map((child) => child.className).slice(0, 2)).toEqual([
      'sf-form-field-error',
      'sf-form-title',
    ]);
    expect(topic.classList.contains('sf-form-error')).toBe(true);
    expect([...host.querySelectorAll('.sf-form-banner')].map((b) => b.textContent)).toEqual([
      messages.formBannerTop,
      messages.formBannerBottom,
    ]);
    expect($('.sf-form-banner').getAttribute('role')).toBe('alert');
    expect(host.querySelector('.sf-form-block')?.firstElementChild?.className).toBe(
      'sf-form-banner',
    );
    expect(document.activeElement).toBe(byLabel('First Name'));
    expect(sends()).toEqual([]);
    expect(byLabel('Email').value).toBe('not an email');
  });

  it('marks the control, or the group, invalid and described by an error that exists', async () => {
    const { host, byLabel, submit } = await setup();
    await submit();
    const email = byLabel('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(
      `${email.id}-error ${email.id}-description`,
    );
    const group = byLabel('Tees').closest('fieldset')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toMatch(/-likes-error$/);
    const message = byLabel<HTMLTextAreaElement>('Message');
    expect(message.getAttribute('aria-describedby')).toBe(
      `${message.id}-error ${message.id}-counter`,
    );
    const targets = describedTargets(host);
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter(([, exists]) => !exists)).toEqual([]);
  });

  it('clears what is fixed at the next submit; the banners go with the last error', async () => {
    const { host, byLabel, type, submit, fieldError, fill } = await setup();
    await submit();
    type(byLabel('First Name'), 'Ada');
    await submit();
    expect(fieldError('name')).toBeUndefined();
    expect(byLabel('First Name').closest('fieldset')?.hasAttribute('aria-invalid')).toBe(false);
    expect(fieldError('email')).toBe('Required');
    expect(document.activeElement).toBe(byLabel('Email'));
    fill();
    type(byLabel('Email'), 'ada@example.com');
    await vi.waitFor(async () => {
      await submit();
      expect(host.querySelector('.sf-form-success')).not.toBeNull();
    });
  });

  it('is skipped with data-client-validation="false": the server answers instead', async () => {
    const { byLabel, type, submit, fieldError, sends, $ } = await setup(CONTACT, {
      attributes: 'data-client-validation="false"',
      answers: {
        'api/rest/forms/validate': async () => {
          throw httpError(400, { message: 'Invalid', errors: { email: 'Server says no' } });
        },
      },
    });
    type(byLabel('Email'), 'nope');
    await submit();
    await vi.waitFor(() => expect(fieldError('email')).toBe('Server says no'));
    expect(sends().map((call) => call.path)).toEqual(['api/rest/forms/validate/contact']);
    expect(byLabel('Email').value).toBe('nope');
    expect($('.sf-form-message').textContent).toBe('');
  });
});

describe('a submit', () => {
  it('sends the section 3 shapes, fires the events, then shows the message and merchant HTML, focused', async () => {
    const { host, byLabel, type, submit, fill, sends, emit } = await setup();
    fill();
    type(byLabel('Area Code'), '555');
    byLabel('Phone').checked = true;
    host
      .querySelectorAll<HTMLInputElement>('.sf-form-likert-question')[1]!
      .querySelector<HTMLInputElement>('input[value="1"]')!.checked = true;
    await submit();
    await vi.waitFor(() => expect(host.querySelector('.sf-form-success')).not.toBeNull());
    const values = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['', '555', '', ''],
      topic: 'Other',
      pref: 'Phone',
      likes: ['Mugs', 'Tees'],
      budget: '',
      count: '',
      site: '',
      survey: { Fast: '1' },
      message: 'Hello',
      source: 'direct',
    };
    expect(sends().map((call) => call.path)).toEqual([
      'api/rest/forms/validate/contact',
      'api/form/FormSubmissionKey',
      'api/form/SaveFormSubmission',
    ]);
    expect(sends()[0]?.options?.json).toEqual(values);
    const saved = sends()[2]?.options?.json as Record<string, unknown>;
    expect(JSON.parse(saved.form as string)).toEqual(values);
    expect(saved).toMatchObject({ key: 'k1', formId: 'contact', contentSource: 'c' });
    expect(emit.mock.calls.slice(1)).toEqual([
      ['form-success', { formId: 'contact', newsletter: false, values }],
      ['pixel', { event: 'Lead', formId: 'contact' }],
    ]);
    const success = host.querySelector<HTMLElement>('.sf-form-success')!;
    expect(success.getAttribute('role')).toBe('status');
    expect(success.tabIndex).toBe(-1);
    expect(host.querySelector('.sf-form-success-message')?.textContent).toBe('Thanks!');
    expect(host.querySelector('.sf-form-success-html .merchant b')?.textContent).toBe('team');
    expect(host.querySelector('form')).toBeNull();
    expect(document.activeElement).toBe(success);
  });

  it("reads 'Saving…' while an async edit saves, and sends once however often it is pressed", async () => {
    let finish: (value: { ok: true }) => void = () => undefined;
    const { host, $, fill, submit, sends } = await setup(CONTACT, {
      attributes: 'data-async-edit',
      answers: { 'api/form/SaveFormSubmission': () => new Promise((done) => (finish = done)) },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-submit').textContent).toBe('Saving…'));
    expect($('.sf-form-submit').getAttribute('aria-disabled')).toBe('true');
    expect($('.sf-form-submit').getAttribute('aria-busy')).toBe('true');
    await submit();
    finish({ ok: true });
    await vi.waitFor(() => expect(host.querySelector('.sf-form-success')).not.toBeNull());
    expect(sends().filter((call) => call.path === 'api/form/SaveFormSubmission')).toHaveLength(1);
  });

  it("reads 'Submitting…' otherwise", async () => {
    const { $, fill, submit } = await setup(CONTACT, {
      answers: { 'api/form/SaveFormSubmission': () => new Promise(() => undefined) },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-submit').textContent).toBe('Submitting…'));
  });

  it.each([
    [500, 'Unable to send form. Please try again later.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [400, 'Something the server said'],
  ])('says a save failing with %i as its text and keeps every value', async (status, text) => {
    const { host, $, byLabel, fill, submit, emit } = await setup(CONTACT, {
      answers: {
        'api/form/SaveFormSubmission': async () => {
          throw httpError(status, { message: 'Something the server said' });
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-message').textContent).toBe(text));
    expect($('.sf-form-message').getAttribute('role')).toBe('alert');
    expect($('.sf-form-submit').textContent).toBe('Send');
    expect($('.sf-form-submit').hasAttribute('aria-disabled')).toBe(false);
    expect($('.sf-form-submit').hasAttribute('aria-busy')).toBe(false);
    expect(byLabel('First Name').value).toBe('Ada');
    expect(byLabel('Tees').checked).toBe(true);
    expect(byLabel<HTMLSelectElement>('Topic').value).toBe('Other');
    expect(byLabel<HTMLTextAreaElement>('Message').value).toBe('Hello');
    expect(host.querySelectorAll('.sf-form-banner')).toHaveLength(0);
    expect(host.querySelector('.sf-form-success')).toBeNull();
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it("shows 'Could not get a form submission key' when the key call fails", async () => {
    const { $, fill, submit } = await setup(CONTACT, {
      answers: {
        'api/form/FormSubmissionKey': async () => {
          throw new NetworkError('POST', '/api/form/FormSubmissionKey', 'down');
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect($('.sf-form-message').textContent).toBe(messages.formNoKey));
  });

  it("marks a likert field the server refuses with an error that exists, and focuses its group's first answer", async () => {
    const { host, byLabel, fill, submit, fieldError } = await setup(CONTACT, {
      answers: {
        'api/form/SaveFormSubmission': async () => {
          throw httpError(400, { message: 'm', data: { errors: { survey: 'Unknown answer' } } });
        },
      },
    });
    fill();
    await submit();
    await vi.waitFor(() => expect(fieldError('survey')).toBe('Unknown answer'));
    const survey = host.querySelector('.sf-form-likert')!;
    const group = survey.querySelector('fieldset')!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Unknown answer',
    );
    expect(survey.classList.contains('sf-form-error')).toBe(true);
    expect(document.activeElement).toBe(group.querySelector('input'));
    expect(describedTargets(host).filter(([, exists]) => !exists)).toEqual([]);
    expect(byLabel('First Name').value).toBe('Ada');
  });

  it('goes to a same-origin successRedirect after the events, never to a javascript: one', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    const form = definition({
      successRedirect: '/thanks?welcome=1',
      fields: [{ id: 'e', type: 'email', title: 'Email Address' }],
    });
    const first = await setup(form);
    await first.submit();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${location.origin}/thanks?welcome=1`),
    );
    expect(first.host.querySelector('.sf-form-success')).toBeNull();
    expect(first.emit).toHaveBeenCalledWith('pixel', { event: 'Lead', formId: 'f1' });
    first.unmount();

    const second = await setup({ ...form, successRedirect: 'javascript:alert(1)' });
    await second.submit();
    await vi.waitFor(() => expect(second.host.querySelector('.sf-form-success')).not.toBeNull());
    expect(assign).toHaveBeenCalledTimes(1);
  });
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

describe('failure (section 8 status mapping)', () => {
  const http = (status: number, body?: ErrorBody) => new HttpError('POST', '/x', status, body);

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps %i to its text', (status, text) => {
    expect(failure(http(status, { message: 'server' }), messages)).toEqual({
      ok: false,
      fields: {},
      message: text,
    });
  });

  it('marks fields of a 400 with errors; else the response text, else the unknown-error text', () => {
    expect(failure(http(400, { message: 'm', errors: { a: 'Required' } }), messages)).toEqual({
      ok: false,
      fields: { a: 'Required' },
    });
    // The save call's shape (section 7): the map under data.errors.
    expect(
      failure(http(400, { message: 'm', data: { errors: { b: 'Required' } } }), messages),
    ).toEqual({
      ok: false,
      fields: { b: 'Required' },
    });
    expect(failure(http(400, { message: 'Server text' }), messages).message).toBe('Server text');
    expect(failure(http(400), messages).message).toBe('Unknown error, please try again later.');
    expect(failure(new NetworkError('POST', '/x', 'down'), messages).message).toBe(
      'Unknown error, please try again later.',
    );
  });
});
